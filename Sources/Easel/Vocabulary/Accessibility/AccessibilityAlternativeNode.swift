@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The node of a view that assistive technologies read another view for: its `accessibilityRepresentation`, its
/// `accessibilityChildren`, or the label `labelsHidden()` hid. It keeps the other view mounted, so its state and
/// bindings live, and laid out in its own bounds, so its elements have places; but that view is none of its
/// children: it is not drawn, not hit and not found by queries.
final class AccessibilityAlternativeNode: ModifierNode {
  /// What the other view is to the modified one.
  enum Role {
    /// It stands for the modified view, whose own elements are not read.
    case representation
    /// Its elements are the modified view's children.
    case children
    /// Its texts name the modified view, a control whose label is hidden.
    case label
  }

  private(set) var role = Role.representation
  /// The other view's node.
  private(set) var alternative: ViewNode?

  override var unshownChildren: [ViewNode] { if let alternative { [alternative] } else { [] } }

  /// Takes the other view of a new update; `nil` has none (a control whose label shows).
  func update<Alternative: View>(role: Role, alternative view: Alternative?) {
    self.role = role
    let old = alternative
    if let view {
      alternative = graph.reconcile(alternative, with: view, environment: contentEnvironment, parent: self)
    } else {
      alternative?.unmount()
      alternative = nil
    }
    if alternative !== old { invalidateLayout() }
  }

  override func placeChildren() {
    super.placeChildren()
    guard let alternative else { return }
    let proposal = ProposedViewSize(size)
    let layout = ContentLayout(alternative.layoutElements())
    _ = layout.sizeThatFits(proposal)
    layout.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
    alternative.markLaidOut()
  }

  override func willUnmount() {
    alternative?.unmount()
    alternative = nil
  }
}
