import Foundation

/// The default action a control declares for assistive technologies is the one its keyboard shortcut performs; an
/// action an app added (not the control's own) is not.
extension AccessibilityNode: ControlActionNode {
  var controlDefaultAction: (@MainActor () -> Void)? {
    properties.isDefault ? properties.actions[.default] : nil
  }
}
