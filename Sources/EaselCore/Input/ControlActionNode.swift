import Foundation

/// A node that declares the default action of its control (a button's action, a toggle's switch), which a keyboard
/// shortcut on the control performs: the accessibility modifier's node, in the vocabulary layer.
@MainActor
package protocol ControlActionNode: ViewNode {
  /// The action the control itself declares, or nil when this node declares none.
  var controlDefaultAction: (@MainActor () -> Void)? { get }
}
