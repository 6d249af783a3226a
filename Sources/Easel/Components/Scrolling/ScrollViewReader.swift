@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that gives its content a proxy to scroll the scroll views inside it to views by identity.
public struct ScrollViewReader<Content: View>: View {
  /// Builds the content with the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var storage = ScrollViewReaderStorage()

  /// A reader whose content receives a ``ScrollViewProxy``.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: some View {
    ScrollViewReaderScope(storage: storage, content: content(ScrollViewProxy(storage: storage)))
  }
}

/// Marks the subtree a reader's proxy searches.
struct ScrollViewReaderScope<Content: View>: View, ScrollViewReaderScopeProtocol {
  let storage: ScrollViewReaderStorage
  let content: Content
  typealias Body = Never
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

@MainActor
protocol ScrollViewReaderScopeProtocol {
  var storage: ScrollViewReaderStorage { get }
  func updateContent(of node: ContainerNode)
}

extension ScrollViewReaderScope: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewReaderNode(graph: graph, scopeType: Self.self) }
}

/// The transparent node of a reader's scope: its subtree is where the proxy looks for identities.
final class ScrollViewReaderNode: ContainerNode {
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let scopeType: any ScrollViewReaderScopeProtocol.Type

  init(graph: ViewGraph, scopeType: any ScrollViewReaderScopeProtocol.Type) {
    self.scopeType = scopeType
    super.init(graph: graph)
  }

  override var isTransparent: Bool { true }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let scope = viewAs(view, scopeType)
    scope.storage.node = self
    scope.updateContent(of: self)
  }
}
