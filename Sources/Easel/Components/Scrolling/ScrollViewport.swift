@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The part of a `ScrollView` that lays out, clips and offsets its content and draws the indicators; the scroll
/// view attaches its input above it.
struct ScrollViewport<Content: View>: View {
  let axes: Axis.Set
  let showsIndicators: Bool
  let controller: ScrollController
  let content: Content
  typealias Body = Never
}

/// A scroll viewport seen without its content type.
@MainActor
protocol ScrollViewportProtocol {
  var viewportAxes: Axis.Set { get }
  var viewportShowsIndicators: Bool { get }
  var viewportController: ScrollController { get }
  func updateContent(of node: ContainerNode)
}

extension ScrollViewport: ScrollViewportProtocol {
  var viewportAxes: Axis.Set { axes }
  var viewportShowsIndicators: Bool { showsIndicators }
  var viewportController: ScrollController { controller }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension ScrollViewport: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewportNode(graph: graph, viewportType: Self.self) }
}
