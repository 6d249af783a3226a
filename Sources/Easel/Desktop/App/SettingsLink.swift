import Foundation

/// A button that opens the app's settings window (its `Settings` scene).
public struct SettingsLink<Label: View>: View {
  @Environment(\.openSettings) private var openSettings
  let label: Label

  /// A link with a custom label.
  public init(@ViewBuilder label: () -> Label) { self.label = label() }

  public var body: some View {
    Button(action: { openSettings() }) { label }
  }
}

extension SettingsLink where Label == Text {
  /// A link labelled "Preferences…", as the menu item that opens the same window is.
  public init() { label = Text("Preferences…") }
}
