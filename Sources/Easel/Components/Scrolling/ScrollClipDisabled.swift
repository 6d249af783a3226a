import Foundation

extension EnvironmentValues {
  private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
  }

  /// Whether the scroll views below draw their content beyond their bounds: `scrollClipDisabled(_:)`.
  var isScrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}

extension View {
  /// Lets the scroll views inside draw their content beyond their bounds (a card's shadow, a row scaled up by a
  /// scroll transition); what is drawn there also takes presses. Their indicators stay inside.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.isScrollClipDisabled = disabled }))
  }
}
