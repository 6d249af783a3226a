import Foundation

/// The node of `onKeyPress`: gives the presses of its keys to the action.
final class KeyPressNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [KeyPressNode.self] }
  private var modifier: KeyPressModifier?
  func apply(_ modifier: KeyPressModifier) { self.modifier = modifier }

  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard let modifier, modifier.keys?.contains(press.key) ?? true else { return .ignored }
    return modifier.action(press)
  }
}
