import Foundation

/// An alert as described by the older `alert(isPresented:content:)` form: a title, an optional message and one
/// or two buttons.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (an OK button when `dismissButton` is `nil`).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert``.
  @MainActor
  public struct Button {
    let role: ButtonRole?
    let label: Text
    let action: (@MainActor () -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(role: nil, label: label, action: action)
    }

    /// A button that cancels, with a custom label.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(role: .cancel, label: label, action: action)
    }

    /// A button that cancels, labelled "Cancel".
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(role: .cancel, label: Text("Cancel"), action: action)
    }

    /// A button that deletes or cannot be undone, shown in red.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(role: .destructive, label: label, action: action)
    }

    var entry: MenuEntry {
      let action = self.action ?? {}
      return MenuEntry(kind: .action(role: role, action: action), label: AnyView(label))
    }
  }
}
