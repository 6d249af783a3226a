import Foundation

/// What a button does, which styles show (a destructive button is red).
public struct ButtonRole: Hashable, Sendable {
  private let name: String

  /// A button that deletes data or does something that cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}
