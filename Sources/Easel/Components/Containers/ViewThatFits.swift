@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that shows the first of its children whose ideal size fits the space it is offered.
///
/// The children are tried in order, measured at their ideal size along the constrained `axes`; the first that
/// fits is shown, or the last when none does. Put the largest layout first and the most compact last:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Image(systemName: "square.and.arrow.up"); Text("Share with friends") }
///   Image(systemName: "square.and.arrow.up")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Shows the first child of `content` that fits along `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ViewThatFitsNode(graph: graph, fittingType: Self.self) }
}

/// A ``ViewThatFits`` seen without its content type, so one node class serves all of them.
@MainActor
protocol ViewThatFitsProtocol {
  var fittingAxes: Axis.Set { get }
  func updateContent(of node: ContainerNode)
}

extension ViewThatFits: ViewThatFitsProtocol {
  var fittingAxes: Axis.Set { axes }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
