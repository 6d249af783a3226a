import Foundation

extension View {
  /// Sets this view's value for a horizontal guide: `computeValue` gets the view's dimensions (its size and its
  /// other guides) and returns the guide's position from the view's leading edge.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
  }

  /// Sets this view's value for a vertical guide: `computeValue` gets the view's dimensions (its size and its other
  /// guides) and returns the guide's position from the view's top edge.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
  }
}

/// `alignmentGuide(_:computeValue:)`.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
  /// The guide the modifier sets.
  enum Guide: Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
  }

  let guide: Guide
  let computeValue: (ViewDimensions) -> CGFloat
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> AlignmentGuideNode { AlignmentGuideNode(graph: graph) }
  func apply(to node: AlignmentGuideNode) { node.apply(self) }
}

/// Answers its guide with the modifier's closure, in its content's dimensions; other guides are its content's.
final class AlignmentGuideNode: ModifierNode {
  private var guide: AlignmentGuideModifier.Guide?
  private var computeValue: ((ViewDimensions) -> CGFloat)?

  func apply(_ modifier: AlignmentGuideModifier) {
    // A closure cannot be compared: a new one may compute another value, so the layout around runs again.
    (guide, computeValue) = (modifier.guide, modifier.computeValue)
    invalidateLayout()
  }

  override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    guard guide == .horizontal(alignment), let computeValue else {
      return super.explicitHorizontalGuide(alignment, in: size)
    }
    return computeValue(contentDimensions(size))
  }

  override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    guard guide == .vertical(alignment), let computeValue else {
      return super.explicitVerticalGuide(alignment, in: size)
    }
    return computeValue(contentDimensions(size))
  }

  /// The content's dimensions: the closure reads the guides the content sets, not this one's (`d[explicit: g]`
  /// inside the closure is the value below it).
  private func contentDimensions(_ size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size, node: elements.count == 1 ? elements[0] : nil)
  }
}
