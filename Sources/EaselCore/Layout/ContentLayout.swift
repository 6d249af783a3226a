import Foundation

/// Lays out the content of a single-child modifier: its one element directly, or several elements
/// in an implicit centred `VStack`, as SwiftUI does when a modifier wraps a list of views.
@MainActor
package struct ContentLayout {
  let elements: [ViewNode]

  package init(_ elements: [ViewNode]) { self.elements = elements }

  private var stack: StackLayout {
    StackLayout(axis: .vertical, spacing: nil) { node, size in node.horizontalGuide(.center, in: size) }
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

  package func horizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat {
    elements.count == 1
      ? elements[0].horizontalGuide(alignment, in: size) : size.width.position(atFraction: alignment.fraction)
  }

  package func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    if elements.count == 1 { return elements[0].verticalGuide(alignment, in: size) }
    if case .fraction(let fraction) = alignment.kind { return size.height.position(atFraction: fraction) }
    return size.height
  }
}
