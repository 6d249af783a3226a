import Foundation

/// Rasterizes system symbols (`Image(systemName:)`) for the running platform. Safe to call from any thread.
///
/// Symbols are masks: the renderer paints one colour through the symbol's shape, at a square pixel size.
public protocol SymbolRenderer: Sendable {
  /// Whether the renderer can draw the symbol with this SF Symbols name.
  func hasSymbol(named name: String) -> Bool

  /// The symbol `name` as a square bitmap of `pixelSize` pixels painted in `color`, or `nil` when it is unknown.
  func symbolImage(named name: String, pixelSize: Int, color: Color.Resolved) -> PlatformImage?
}
