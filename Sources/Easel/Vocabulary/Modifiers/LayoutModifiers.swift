@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Pads its content: `padding`.
struct PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
  /// The padding of an edge given no length.
  static let defaultLength: CGFloat = 16

  let insets: EdgeInsets
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PaddingNode { PaddingNode(graph: graph) }
  func apply(to node: PaddingNode) { node.apply(self) }
}

final class PaddingNode: ModifierNode {
  private var insets = EdgeInsets()
  /// It only lays its content out: a change of it lays out again, which draws what moved.
  override var lastUpdateMayChangeDisplay: Bool { false }

  func apply(_ modifier: PaddingModifier) {
    setLayoutParameter(&insets, to: modifier.insets)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = contentLayout.sizeThatFits(innerProposal(proposal))
    return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func placeChildren() {
    let proposal = innerProposal(placementProposal)
    let layout = contentLayout
    let child = layout.sizeThatFits(proposal)
    layout.place(
      in: CGRect(x: insets.leading, y: insets.top, width: child.width, height: child.height), proposal: proposal)
  }

  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) },
      height: proposal.height.map { max(0, $0 - insets.vertical) })
  }

  /// The content's explicit guides, moved by the insets, as SwiftUI's padding passes them on.
  override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    contentLayout.explicitHorizontalGuide(alignment, in: innerSize(size)).map { insets.leading + $0 }
  }

  override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    contentLayout.explicitVerticalGuide(alignment, in: innerSize(size)).map { insets.top + $0 }
  }

  private func innerSize(_ size: CGSize) -> CGSize {
    CGSize(width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }

  /// The content's spacing preferences, with the padded edges a plain view's: padding sets the content apart as
  /// the layout would set a plain view, so padded text is spaced as other views are.
  override var viewSpacing: ViewSpacing {
    var padded: Edge.Set = []
    if insets.top != 0 { padded.insert(.top) }
    if insets.leading != 0 { padded.insert(.leading) }
    if insets.bottom != 0 { padded.insert(.bottom) }
    if insets.trailing != 0 { padded.insert(.trailing) }
    return contentLayout.viewSpacing.resetting(padded)
  }
}

/// A fixed frame: `frame(width:height:alignment:)`.
struct FrameModifier: ViewModifier, PrimitiveModifier, Equatable {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> FrameNode { FrameNode(graph: graph) }
  func apply(to node: FrameNode) { node.apply(self) }
}

extension FrameModifier {
  /// Given widths and heights move `fraction` of the way; a missing one switches at once.
  func interpolated(to other: FrameModifier, fraction: Double) -> FrameModifier {
    func mix(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
      guard let a, let b else { return b }
      return a + (b - a) * CGFloat(fraction)
    }
    return FrameModifier(width: mix(width, other.width), height: mix(height, other.height), alignment: other.alignment)
  }
}

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
  let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  let alignment: Alignment
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> FrameNode { FrameNode(graph: graph) }
  func apply(to node: FrameNode) { node.apply(self) }
}

/// Sizes its content by a fixed or a flexible frame and aligns it inside.
final class FrameNode: ModifierNode {
  private var animatedFixed: AnimatedValue<FrameModifier>?
  private var flexible: FlexibleFrameModifier?
  /// The fixed frame of the current frame, its width and height on their way while they animate.
  private var fixed: FrameModifier? { animatedFixed?.value(at: graph.currentTime) }

  private var alignment: Alignment { fixed?.alignment ?? flexible?.alignment ?? .center }

  func apply(_ modifier: FrameModifier) {
    guard modifier != animatedFixed?.target else { return }
    if animatedFixed == nil {
      animatedFixed = AnimatedValue(modifier) { $0.interpolated(to: $1, fraction: $2) }
    } else if animatedFixed!.set(modifier, animation: currentAnimation, now: graph.currentTime) {
      didStartAnimating()
    }
    invalidateLayout()
  }

  func apply(_ modifier: FlexibleFrameModifier) {
    guard modifier != flexible else { return }
    flexible = modifier
    invalidateLayout()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateLayout()
    let departing = super.animationFrame(at: time)
    return animatedFixed?.isAnimating(at: time) ?? false || departing
  }

  /// What the content is proposed when the frame is proposed `proposal`.
  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if let fixed {
      return ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
    }
    guard let flexible else { return proposal }
    return ProposedViewSize(
      width: Self.proposal(proposal.width, flexible.minWidth, flexible.idealWidth, flexible.maxWidth),
      height: Self.proposal(proposal.height, flexible.minHeight, flexible.idealHeight, flexible.maxHeight))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let inner = innerProposal(proposal)
    if let fixed {
      let child = (fixed.width == nil || fixed.height == nil) ? contentLayout.sizeThatFits(inner) : .zero
      return CGSize(width: fixed.width ?? child.width, height: fixed.height ?? child.height)
    }
    guard let flexible else { return contentLayout.sizeThatFits(proposal) }
    let (width, height) = (inner.width, inner.height)
    let child = contentLayout.sizeThatFits(inner)
    return CGSize(
      width: Self.resolve(width, child.width, flexible.minWidth, flexible.maxWidth),
      height: Self.resolve(height, child.height, flexible.minHeight, flexible.maxHeight))
  }

  /// The child's proposal in one axis: the parent's clamped to the bounds, or the ideal when there is none.
  private static func proposal(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?)
    -> CGFloat?
  {
    guard var value = proposed ?? ideal else { return nil }
    if let minimum { value = max(value, minimum) }
    if let maximum { value = min(value, maximum) }
    return value
  }

  /// The frame's length in one axis: the child's, pulled toward the proposal within the bounds.
  private static func resolve(_ proposed: CGFloat?, _ child: CGFloat, _ minimum: CGFloat?, _ maximum: CGFloat?)
    -> CGFloat
  {
    let proposed = proposed ?? child
    var value = child
    if let minimum { value = max(minimum, min(value, proposed)) }
    if let maximum { value = min(maximum, max(value, proposed)) }
    return value
  }

  override func placeChildren() {
    let inner = innerProposal(placementProposal)
    let layout = contentLayout
    let child = layout.sizeThatFits(inner)
    layout.place(in: CGRect(origin: childOrigin(child, in: size, layout), size: child), proposal: inner)
  }

  /// Where the content of size `child` sits in a frame of `size`: its guides on the frame's.
  private func childOrigin(_ child: CGSize, in size: CGSize, _ layout: ContentLayout) -> CGPoint {
    CGPoint(
      x: alignment.horizontal.defaultValue(in: size) - layout.horizontalGuide(alignment.horizontal, in: child),
      y: alignment.vertical.defaultValue(in: size) - layout.verticalGuide(alignment.vertical, in: child))
  }

  /// The content's explicit guides, moved to where the content sits in the frame, as SwiftUI's frames pass them on.
  override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    let layout = contentLayout
    let child = layout.sizeThatFits(innerProposal(self.proposal(producing: size)))
    return layout.explicitHorizontalGuide(alignment, in: child).map { childOrigin(child, in: size, layout).x + $0 }
  }

  override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    let layout = contentLayout
    let child = layout.sizeThatFits(innerProposal(self.proposal(producing: size)))
    return layout.explicitVerticalGuide(alignment, in: child).map { childOrigin(child, in: size, layout).y + $0 }
  }
}

/// Places its content's centre at a point: `position(x:y:)`.
struct PositionModifier: ViewModifier, PrimitiveModifier, Equatable {
  let position: CGPoint
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PositionNode { PositionNode(graph: graph) }
  func apply(to node: PositionNode) { node.apply(self) }
}

/// Takes the whole proposed space and centres its content on a point in it.
final class PositionNode: ModifierNode {
  private var animatedPoint = AnimatedValue(CGPoint.zero) { $0.interpolated(to: $1, fraction: $2) }
  override var lastUpdateMayChangeDisplay: Bool { false }
  private var point: CGPoint { animatedPoint.value(at: graph.currentTime) }

  func apply(_ modifier: PositionModifier) {
    let new = modifier.position
    guard new != animatedPoint.target else { return }
    if animatedPoint.set(new, animation: currentAnimation, now: graph.currentTime) { didStartAnimating() }
    // A new point moves the content inside the node; the node's size, spacing and guides stay.
    invalidateLayout(keepsParentLayout: true)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateLayout(keepsParentLayout: true)
    let departing = super.animationFrame(at: time)
    return animatedPoint.isAnimating(at: time) || departing
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: contentLayout.sizeThatFits(proposal))
  }

  override func placeChildren() {
    let layout = contentLayout
    let proposal = placementProposal
    let child = layout.sizeThatFits(proposal)
    layout.place(
      in: CGRect(x: point.x - child.width / 2, y: point.y - child.height / 2, width: child.width, height: child.height),
      proposal: proposal)
  }
}

/// Proposes `nil` (the ideal size) in fixed axes: `fixedSize`.
struct FixedSizeModifier: ViewModifier, PrimitiveModifier, Equatable {
  let horizontal: Bool
  let vertical: Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> FixedSizeNode { FixedSizeNode(graph: graph) }
  func apply(to node: FixedSizeNode) { node.apply(self) }
}

final class FixedSizeNode: ModifierNode {
  private var modifier = FixedSizeModifier(horizontal: true, vertical: true)

  func apply(_ modifier: FixedSizeModifier) {
    setLayoutParameter(&self.modifier, to: modifier)
  }

  private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: modifier.horizontal ? nil : proposal.width, height: modifier.vertical ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { contentLayout.sizeThatFits(fixed(proposal)) }

  override func placeChildren() {
    let layout = contentLayout
    let proposal = fixed(placementProposal)
    let child = layout.sizeThatFits(proposal)
    layout.place(
      in: CGRect(
        x: (size.width - child.width) / 2, y: (size.height - child.height) / 2, width: child.width,
        height: child.height), proposal: proposal)
  }
}

/// How content fills a frame with its aspect ratio kept.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Keeps an aspect ratio: `aspectRatio(_:contentMode:)`, `scaledToFit`, `scaledToFill`.
struct AspectRatioModifier: ViewModifier, PrimitiveModifier, Equatable {
  let ratio: CGFloat?
  let contentMode: ContentMode
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> AspectRatioNode { AspectRatioNode(graph: graph) }
  func apply(to node: AspectRatioNode) { node.apply(self) }
}

final class AspectRatioNode: ModifierNode {
  private var modifier = AspectRatioModifier(ratio: nil, contentMode: .fit)

  func apply(_ modifier: AspectRatioModifier) {
    setLayoutParameter(&self.modifier, to: modifier)
  }

  /// The size with the ratio that fits in (or fills) the proposal.
  private func target(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let layout = contentLayout
    let ideal: CGSize
    if let image = elements.first as? ImageNode, elements.count == 1 {
      ideal = image.intrinsicSize
    } else {
      ideal = layout.sizeThatFits(.unspecified)
    }
    let ratio = modifier.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?):
      let fitsByWidth = width / ratio <= height
      let useWidth = modifier.contentMode == .fit ? fitsByWidth : !fitsByWidth
      if !width.isFinite && !height.isFinite {
        return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
      }
      if useWidth && width.isFinite || !height.isFinite { return ProposedViewSize(width: width, height: width / ratio) }
      return ProposedViewSize(width: height * ratio, height: height)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { contentLayout.sizeThatFits(target(proposal)) }

  override func placeChildren() {
    let layout = contentLayout
    let proposal = target(placementProposal)
    let child = layout.sizeThatFits(proposal)
    layout.place(
      in: CGRect(
        x: (size.width - child.width) / 2, y: (size.height - child.height) / 2, width: child.width,
        height: child.height), proposal: proposal)
  }
}

/// A stack priority: `layoutPriority`.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier, Equatable {
  let priority: Double
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> LayoutPriorityNode { LayoutPriorityNode(graph: graph) }
  func apply(to node: LayoutPriorityNode) { node.apply(self) }
}

final class LayoutPriorityNode: ModifierNode {
  private var priority: Double = 0
  override var layoutPriority: Double { priority }

  func apply(_ modifier: LayoutPriorityModifier) {
    setLayoutParameter(&priority, to: modifier.priority)
  }
}

extension View {
  /// Pads the given edges by `length`, or by the default 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
  }
  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
  /// Pads each edge by its own amount.
  public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }

  /// The view unchanged: a frame without sizes does nothing.
  ///
  /// It exists, deprecated as in SwiftUI, so that `frame()` names one function instead of being ambiguous between
  /// the fixed and the flexible frame.
  @available(*, deprecated, message: "Please pass one or more parameters.")
  public func frame() -> some View { frame(width: nil, height: nil) }

  /// A frame of fixed width and/or height.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// A frame with minimum, ideal and maximum sizes.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Centres the view at a point of its parent's space, taking all the space offered.
  public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
  /// Centres the view at a point of its parent's space, taking all the space offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

  /// Gives the view its ideal size in the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
  /// Gives the view its ideal size.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Keeps a width-to-height ratio (the content's own when `nil`).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }
  /// Keeps the ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }
  /// Scales to fit the offered space, keeping the aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// Scales to fill the offered space, keeping the aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// How strongly the view asks for space in a stack (default 0).
  public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }
}
