import Foundation

/// Mirrors its content horizontally while the layout direction is right-to-left:
/// `flipsForRightToLeftLayoutDirection(_:)`.
struct FlipsForRightToLeftModifier: ViewModifier {
  let enabled: Bool
  @Environment(\.layoutDirection) private var layoutDirection

  func body(content: Content) -> some View {
    content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
  }
}

extension View {
  /// Mirrors this view horizontally when the layout direction is right-to-left and `enabled` is true, as images
  /// that point the way text reads (arrows, progress) should.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(FlipsForRightToLeftModifier(enabled: enabled))
  }
}
