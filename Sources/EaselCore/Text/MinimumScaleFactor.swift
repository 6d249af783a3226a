import Foundation

private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
  /// How far text may shrink to fit its space, from 0 to 1: `minimumScaleFactor(_:)`.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
}

extension View {
  /// Lets text shrink, down to `factor` of its size, to fit the space offered: one line that is too wide for its
  /// line limit, or lines too tall for the height offered. Text that fits keeps its size.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
  }
}

extension TextLayoutRequest {
  /// The request with every run's font scaled by `scale`.
  func scaled(by scale: CGFloat) -> TextLayoutRequest {
    var scaled = self
    scaled.runs = runs.map { run in
      var run = run
      run.font.size *= scale
      return run
    }
    return scaled
  }
}
