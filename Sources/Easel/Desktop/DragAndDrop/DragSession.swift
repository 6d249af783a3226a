@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A drag in progress: what is dragged (one item from a view of the window, one or more from another application),
/// how it looks under the pointer, and the drop target below it.
@MainActor
final class DragSession: DragAndDropSession {
  let providers: [NSItemProvider]
  /// The dragged view's drawing in its own coordinates, shown under the pointer; `nil` for drags from other apps.
  let preview: DisplayList?
  let previewSize: CGSize
  /// Where the pointer grabbed the view, in the view's coordinates.
  let grabOffset: CGPoint
  var location: CGPoint
  weak var target: DropNode?

  init(
    providers: [NSItemProvider], preview: DisplayList?, previewSize: CGSize, grabOffset: CGPoint, location: CGPoint
  ) {
    (self.providers, self.preview, self.previewSize, self.grabOffset, self.location) =
      (providers, preview, previewSize, grabOffset, location)
  }

  /// The preview as one translucent layer at the pointer.
  var previewItem: DisplayItem? {
    guard let preview, !preview.items.isEmpty else { return nil }
    let origin = CGPoint(x: location.x - grabOffset.x, y: location.y - grabOffset.y)
    let transform = CGAffineTransform(translationX: origin.x, y: origin.y)
    let bounds = preview.bounds.applying(transform).insetBy(dx: -12, dy: -12)
    let shadow = Shadow(
      color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 6, offset: CGSize(width: 0, height: 3))
    return DisplayItem(
      content: .group(preview, opacity: 0.85, shadow: shadow), transform: transform, clips: [], bounds: bounds)
  }
}

extension ViewGraph {
  /// Starts dragging `provider` from `source`, grabbed at `location` (host coordinates). The preview is the source
  /// view as drawn, or `preview` at its ideal size, centred on the pointer.
  func beginDrag(_ provider: NSItemProvider, from source: ViewNode, at location: CGPoint, preview: AnyView? = nil) {
    if let preview {
      let previewGraph = ViewGraph(preview, textEngine: textEngine, environment: source.environment)
      let size = previewGraph.idealSize()
      previewGraph.layout(in: size)
      input.dragAndDrop = DragSession(
        providers: [provider], preview: previewGraph.displayList(), previewSize: size,
        grabOffset: CGPoint(x: size.width / 2, y: size.height / 2), location: location)
    } else {
      var builder = DisplayListBuilder()
      source.renderContent(into: &builder)
      let grab = location.applying(source.transformToHost.inverted())
      input.dragAndDrop = DragSession(
        providers: [provider], preview: builder.list, previewSize: source.size, grabOffset: grab, location: location)
    }
    moveDrag(to: location)
  }

  /// The size the root view takes when offered no size (its ideal size).
  func idealSize() -> CGSize {
    flush(through: .update)
    guard let root else { return .zero }
    return ContentLayout(root.layoutElements()).sizeThatFits(.unspecified)
  }

  /// Follows the pointer: the drop target under it that accepts the item becomes targeted.
  func moveDrag(to location: CGPoint) {
    guard let session = input.dragAndDrop else { return }
    session.location = location
    let target = dropTarget(at: location, for: session.providers)
    if target !== session.target {
      session.target?.setTargeted(false)
      target?.setTargeted(true)
      session.target = target
    }
    requestFrame()
  }

  /// Drops the item where the pointer is; returns whether a target took it.
  @discardableResult
  func endDrag(at location: CGPoint) -> Bool {
    guard let session = input.dragAndDrop else { return false }
    moveDrag(to: location)
    input.dragAndDrop = nil
    requestFrame()
    guard let target = session.target else { return false }
    target.setTargeted(false)
    return target.perform(session.providers, at: location)
  }

  /// The item being dragged inside the window, when its pointer is at `location` outside `bounds`: the host hands
  /// such a drag to the desktop so other applications can take it. The in-window drag ends.
  public func dragLeavingWindow(at location: CGPoint, bounds: CGRect) -> NSItemProvider? {
    guard let session = input.dragAndDrop, session.preview != nil, let provider = session.providers.first,
      !bounds.contains(location)
    else { return nil }
    cancelDrag()
    cancelGestures()
    return provider
  }

  /// Abandons the drag without dropping.
  func cancelDrag() {
    input.dragAndDrop?.target?.setTargeted(false)
    input.dragAndDrop = nil
    requestFrame()
  }

  /// The innermost view under `location` whose drop destination accepts one of the providers' types.
  func dropTarget(at location: CGPoint, for providers: [NSItemProvider]) -> DropNode? {
    for case let node as DropNode in hitChain(at: location) where providers.contains(where: node.accepts) {
      return node
    }
    return nil
  }

  // MARK: Drags from other applications

  /// A drag of `providers` from another application entered or moved over the window; returns whether a view
  /// under `location` takes them.
  public func externalDragMoved(_ providers: [NSItemProvider], to location: CGPoint) -> Bool {
    if input.dragAndDrop == nil
      || input.dragAndDrop?.providers.map(ObjectIdentifier.init) != providers.map(ObjectIdentifier.init)
    {
      input.dragAndDrop?.target?.setTargeted(false)
      input.dragAndDrop = DragSession(
        providers: providers, preview: nil, previewSize: .zero, grabOffset: .zero, location: location)
    }
    moveDrag(to: location)
    return input.dragAndDrop?.target != nil
  }

  /// A drag from another application left the window.
  public func externalDragExited() { cancelDrag() }

  /// A drag of `providers` from another application was dropped; returns whether a view took them.
  public func externalDrop(_ providers: [NSItemProvider], at location: CGPoint) -> Bool {
    _ = externalDragMoved(providers, to: location)
    return endDrag(at: location)
  }
}

extension InputState {
  /// The drag in progress as this layer made it; the core keeps it as the session whose preview it draws.
  var dragAndDrop: DragSession? {
    get { dragSession as? DragSession }
    set { dragSession = newValue }
  }
}
