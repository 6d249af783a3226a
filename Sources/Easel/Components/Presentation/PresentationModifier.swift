@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Presents a view in a layer above the window's content while `presented` is not `nil`: the modifier behind
/// sheets, covers, alerts, dialogs and menus.
struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
  /// The view to present, or `nil` when nothing is presented.
  let presented: Presented?
  /// The identity of what is presented (an item's ID): a new identity replaces the presentation.
  let identity: AnyHashable?
  let style: PresentationStyle
  /// Dismisses by changing the presenter's state (binding to false, item to nil).
  let dismiss: @MainActor () -> Void
  /// Runs once after each dismissal.
  let onDismiss: (@MainActor () -> Void)?

  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PresentationNode<Presented> { PresentationNode<Presented>(graph: graph) }
  func apply(to node: PresentationNode<Presented>) { node.apply(self) }
}

/// Keeps the layer of a presentation in step with its presenter: presents, updates, replaces and dismisses it.
final class PresentationNode<Presented: View>: TransparentModifierNode {
  private var modifier: PresentationModifier<Presented>?
  private var layer: PresentationRootNode?
  private var identity: AnyHashable?
  /// The `onDismiss` of the presentation showing now.
  private var onDismiss: (@MainActor () -> Void)?
  private var lastEnvironment: EnvironmentValues?
  private var presentedEnvironment = EnvironmentValues()

  func apply(_ modifier: PresentationModifier<Presented>) { self.modifier = modifier }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    super.update(with: view, environmentChanged: environmentChanged)
    synchronize()
  }

  private func synchronize() {
    guard let modifier else { return }
    guard let presented = modifier.presented else {
      if let layer { close(layer) }
      return
    }
    if let layer, !layer.isDismissing, identity != modifier.identity { close(layer) }
    identity = modifier.identity
    let layer: PresentationRootNode
    var isNew = false
    if let current = self.layer, !current.isDismissing {
      layer = current
    } else {
      layer = graph.present(modifier.style, presenter: self)
      self.layer = layer
      lastEnvironment = nil
      isNew = true
    }
    onDismiss = modifier.onDismiss
    layer.requestDismiss = modifier.dismiss
    layer.show(presented, environment: environment(for: layer))
    if isNew { layer.appear() }
  }

  /// The presenter's environment, with `dismiss` and `isPresented` for the presented views; kept while the
  /// presenter's environment is the same, so the presented views see no change.
  private func environment(for layer: PresentationRootNode) -> EnvironmentValues {
    if let lastEnvironment, lastEnvironment.isIdentical(to: environment) { return presentedEnvironment }
    var values = environment
    let reference = UncheckedSendable(WeakReference(layer))
    values.dismiss = DismissAction { reference.value.object?.requestDismiss?() }
    values.isPresented = true
    lastEnvironment = environment
    presentedEnvironment = values
    return values
  }

  private func close(_ layer: PresentationRootNode) {
    self.layer = nil
    identity = nil
    layer.dismiss()
    if let onDismiss { graph.enqueueLifecycle(onDismiss) }
    onDismiss = nil
  }

  /// A presenter that disappears takes its presentation with it.
  override func willUnmount() {
    if let layer { close(layer) }
  }
}
