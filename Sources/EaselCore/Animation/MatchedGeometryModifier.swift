import Foundation

/// Shares a view's geometry with the views of the same id in a namespace: `matchedGeometryEffect`.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> MatchedGeometryNode { MatchedGeometryNode(graph: graph) }
  func apply(to node: MatchedGeometryNode) { node.apply(self) }
}

/// Records where its view is drawn under its key; inserted in an animated change while another view of the key was
/// drawn, it starts where that view was and moves to its own frame, so one view seems to travel into the other.
final class MatchedGeometryNode: ModifierNode {
  private var key: MatchedGeometryKey?
  private var properties = MatchedGeometryProperties.frame
  private var anchor = UnitPoint.center
  private var isSource = true
  /// The frame (host coordinates) the view starts from, and the animation to its own, until the first drawing.
  private var pendingStart: (frame: CGRect, animation: Animation, time: TimeInterval)?
  /// The journey from the matched frame, as a fraction: 0 at the matched frame, 1 at the view's own.
  private var journey: (from: CGRect, progress: AnimatedValue<Double>)?

  func apply(_ modifier: MatchedGeometryModifier) {
    key = modifier.key
    properties = modifier.properties
    anchor = modifier.anchor
    isSource = modifier.isSource
  }

  override func didMount() {
    guard let key, let animation = currentAnimation, let match = graph.display.matchedFrames[key],
      match.node.node !== self
    else { return }
    pendingStart = (match.frame, animation, graph.currentTime)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let departing = super.animationFrame(at: time)
    return (journey?.progress.isAnimating(at: time) ?? false) || departing
  }

  /// The drawing transform that puts the view at `from` when `progress` is 0 and where it is when 1.
  private func travel(from start: CGRect, to frame: CGRect, progress: Double) -> CGAffineTransform {
    let remaining = CGFloat(1 - progress)
    let moveSize = properties.contains(.size) && frame.width > 0 && frame.height > 0
    let scale = CGSize(
      width: moveSize ? 1 + (start.width / frame.width - 1) * remaining : 1,
      height: moveSize ? 1 + (start.height / frame.height - 1) * remaining : 1)
    let startAnchor = CGPoint(x: start.minX + anchor.x * start.width, y: start.minY + anchor.y * start.height)
    let ownAnchor = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    let shift =
      properties.contains(.position)
      ? CGSize(width: (startAnchor.x - ownAnchor.x) * remaining, height: (startAnchor.y - ownAnchor.y) * remaining)
      : .zero
    let local = anchor.point(in: size)
    return CGAffineTransform(translationX: -local.x, y: -local.y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: local.x + shift.width, y: local.y + shift.height))
  }

  /// Records the frame once laid out too, so a view replaced before it was ever drawn still has one.
  override func placeChildren() {
    super.placeChildren()
    if let key, isSource, pendingStart == nil, journey == nil {
      graph.display.matchedFrames[key] = (globalFrame, reference)
    }
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let frame = globalFrame
    if let key, isSource { graph.display.matchedFrames[key] = (frame, reference) }
    if let start = pendingStart {
      pendingStart = nil
      var progress = AnimatedValue(0.0)
      progress.set(1, animation: start.animation, now: start.time)
      journey = (start.frame, progress)
      didStartAnimating()
    }
    guard let journey, journey.progress.isAnimating(at: graph.currentTime) else {
      self.journey = nil
      return super.renderContent(into: &builder)
    }
    let transform = travel(
      from: journey.from, to: frame, progress: journey.progress.value(at: graph.currentTime))
    builder.withTransform(transform) { builder in super.renderContent(into: &builder) }
  }
}

extension View {
  /// Shares this view's geometry with the views of the same `id` in `namespace`: when one replaces another in an
  /// animated change, it moves and resizes from where the other was.
  ///
  /// Easel animates the inserted view from the frame of the view it replaces (the common hero animation); a view
  /// that is not the source keeps its own frame while both are shown.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties, anchor: anchor,
        isSource: isSource))
  }
}
