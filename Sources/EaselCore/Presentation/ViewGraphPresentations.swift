import Foundation

/// The graph's presentation layers: views shown above the root content, drawn after it, hit-tested and given
/// keys before it.
extension ViewGraph {
  /// Adds a layer presented by `presenter` on top of the others.
  package func present(_ style: PresentationStyle, presenter: ViewNode) -> PresentationRootNode {
    let layer = PresentationRootNode(graph: self, style: style, presenter: presenter)
    presentationLayers.append(layer)
    requestFrame()
    return layer
  }

  /// Removes a layer whose exit ended, with its content.
  func removePresentation(_ layer: PresentationRootNode) {
    guard let index = presentationLayers.firstIndex(where: { $0 === layer }) else { return }
    presentationLayers.remove(at: index)
    layer.unmount()
    requestFrame()
  }

  func layoutPresentations(in size: CGSize) {
    for layer in presentationLayers { layer.layoutLayer(in: size) }
  }

  /// The deepest node under `point` in the topmost layer that takes it; a modal layer takes every point.
  func presentationHit(at point: CGPoint) -> ViewNode? {
    for layer in presentationLayers.reversed() where !layer.isDismissing {
      if let hit = layer.hitTest(point) { return hit }
      if layer.style.isModal { return layer }
    }
    return nil
  }

  /// Closes the open menus a press at `point` is outside of; returns whether the press is used up by that (it
  /// did not land on a presentation that stays open).
  func dismissTransientPresentations(outside point: CGPoint) -> Bool {
    var closed = false
    for layer in presentationLayers.reversed() where !layer.isDismissing {
      if layer.style.isModal || layer.contains(point) { break }
      layer.requestDismiss?()
      layer.dismiss()
      closed = true
    }
    return closed
  }

  /// Tells the topmost layer under the pointer where it is, and the others that it is not over them.
  func hoverPresentations(at point: CGPoint?) {
    var target: PresentationRootNode?
    if let point {
      for layer in presentationLayers.reversed() where !layer.isDismissing {
        if layer.contains(point) || layer.style.isModal {
          target = layer
          break
        }
      }
    }
    for layer in presentationLayers { layer.setHover(layer === target ? point : nil) }
    // While a pop-up menu is open, hover trackers of the window below hear the pointer too: moving along the menu
    // bar switches its menus, as desktop menu bars do.
    var rootTracker: HoverTrackingNode?
    if let point, target == nil,
      presentationLayers.contains(where: { !$0.isDismissing && $0.style.placement == .below })
    {
      rootTracker = root?.hitTest(point).flatMap { hit in
        sequence(first: hit, next: \.parent).lazy.compactMap { $0 as? HoverTrackingNode }.first
      }
    }
    input.pointerHover.track(rootTracker)
  }

  /// Moves the hover without a button pressed (or ends it with `nil` when the pointer left the window): menu items
  /// highlight under the pointer.
  public func hover(at point: CGPoint?) {
    inputRecorder?.record(.hover(point), at: currentTime)
    flush(through: .layout)
    hoverPresentations(at: point)
    updateHoverViews(at: point)
    flush(through: .layout)
  }

  /// The frame of the first shown text reading `string` in the presentations, topmost first.
  func presentationFrame(ofText string: String) -> CGRect? {
    for layer in presentationLayers.reversed() where !layer.isDismissing {
      var found: CGRect?
      layer.visitDisplayed { node in
        guard found == nil, let text = node as? TextNode, text.plainText == string else { return found == nil }
        found = text.globalFrame
        return false
      }
      if let found { return found }
    }
    return nil
  }
}
