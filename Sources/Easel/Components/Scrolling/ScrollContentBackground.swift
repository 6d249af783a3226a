import Foundation

extension EnvironmentValues {
  private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
  }

  /// Whether scrollable views draw their own background behind their content.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the background scrollable views draw behind their content (a `TextEditor`'s), so that a
  /// background of your own shows through with `.hidden`.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.scrollContentBackground = visibility }))
  }
}
