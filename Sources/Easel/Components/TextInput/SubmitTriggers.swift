import Foundation

/// The kinds of submission `onSubmit(of:_:)` reacts to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Return pressed in a text field or secure field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Return pressed in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The submit actions the text fields of a subtree run on Return: innermost first, as they were added from the
/// outside in.
struct SubmitActions {
  var actions: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []

  @MainActor func run(_ trigger: SubmitTriggers) {
    for entry in actions.reversed() where entry.triggers.contains(trigger) { entry.action() }
  }
}

extension EnvironmentValues {
  private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue = SubmitActions()
  }

  var submitActions: SubmitActions {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when the user submits a text field inside this view (presses Return in it).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.submitActions.actions.append((triggers, action)) }))
  }
}
