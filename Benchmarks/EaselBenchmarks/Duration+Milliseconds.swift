extension Duration {
  /// The duration in milliseconds, the unit every benchmark reports.
  var milliseconds: Double { Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15 }
}
