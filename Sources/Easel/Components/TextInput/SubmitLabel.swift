import Foundation

/// The label of the on-screen keyboard's Return key for the fields in a view: `submitLabel(_:)`.
///
/// Desktop keyboards have a fixed Return key, so Easel keeps the label in the environment for the views that
/// read it and shows nothing of its own.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension EnvironmentValues {
  private struct SubmitLabelKey: EnvironmentKey {
    static let defaultValue = SubmitLabel.return
  }

  /// The Return key's label for text fields.
  var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
}

extension View {
  /// Sets the label of the Return key for the text fields in this view.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { environment(\.submitLabel, submitLabel) }
}
