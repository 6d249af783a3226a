import Foundation

/// An alert a window shows for its host: why a file could not be opened or saved, or whether to save changes.
@MainActor
public struct WindowAlert {
  /// One button of the alert.
  public struct Action {
    let title: String
    let role: ButtonRole?
    let run: @MainActor () -> Void

    /// A button titled `title` that runs `run`; a `.cancel` button is also chosen with Escape.
    public init(_ title: String, role: ButtonRole? = nil, run: @escaping @MainActor () -> Void = {}) {
      (self.title, self.role, self.run) = (title, role, run)
    }
  }

  let title: String
  let message: String
  let actions: [Action]

  /// An alert with `title`, `message` and `actions` (an OK button when there are none).
  public init(title: String, message: String, actions: [Action] = []) {
    (self.title, self.message, self.actions) = (title, message, actions)
  }
}

/// The alerts a window's host asks it to show, one at a time, in order.
@Observable @MainActor
public final class WindowAlerts {
  private(set) var queue: [WindowAlert] = []

  /// No alerts.
  public init() {}

  /// Shows `alert` once those before it are answered.
  public func show(_ alert: WindowAlert) { queue.append(alert) }

  /// The alert shown now.
  var current: WindowAlert? { queue.first }

  func answer() { if !queue.isEmpty { queue.removeFirst() } }
}

extension View {
  /// Shows the window's host alerts over the view.
  func windowAlerts(_ alerts: WindowAlerts) -> some View {
    let current = alerts.current
    return alert(
      Text(current?.title ?? ""),
      isPresented: Binding(get: { alerts.current != nil }, set: { if !$0 { alerts.answer() } }),
      actions: {
        ForEach(Array((current?.actions ?? []).enumerated()), id: \.offset) { _, action in
          Button(action.title, role: action.role) {
            alerts.answer()
            action.run()
          }
        }
      },
      message: { Text(current?.message ?? "") })
  }
}
