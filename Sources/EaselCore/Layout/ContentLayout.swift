import Foundation

/// Lays out the content of a single-child modifier: its one element directly, or several elements
/// in an implicit centred `VStack`, as SwiftUI does when a modifier wraps a list of views.
@MainActor
package struct ContentLayout {
  let elements: [ViewNode]

  package init(_ elements: [ViewNode]) { self.elements = elements }

  private var stack: StackLayout {
    StackLayout(axis: .vertical, spacing: nil, alignment: .center)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    switch elements.count {
    case 0: .zero
    case 1: elements[0].sizeThatFits(proposal)
    default: stack.sizeThatFits(elements, proposal)
    }
  }

  /// Places the elements in `frame`; `proposal` is what they were measured with.
  package func place(in frame: CGRect, proposal: ProposedViewSize) {
    switch elements.count {
    case 0: break
    case 1: elements[0].place(in: frame, proposal: proposal)
    default: stack.place(elements, in: frame, proposal: proposal)
    }
  }

  var layoutPriority: Double { elements.count == 1 ? elements[0].layoutPriority : 0 }

  /// The value the content sets for a guide: its one element's; an implicit stack of several passes none on.
  package func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    elements.count == 1 ? elements[0].explicitHorizontalGuide(alignment, in: size) : nil
  }

  package func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    elements.count == 1 ? elements[0].explicitVerticalGuide(alignment, in: size) : nil
  }

  package func horizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat {
    explicitHorizontalGuide(alignment, in: size) ?? alignment.defaultValue(in: size)
  }

  package func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    explicitVerticalGuide(alignment, in: size) ?? alignment.defaultValue(in: size)
  }

  /// The spacing the content prefers around it: its one element's, or its implicit stack's.
  package var viewSpacing: ViewSpacing {
    elements.count == 1 ? elements[0].viewSpacing : stack.viewSpacing(elements)
  }
}
