import Foundation

/// A piece of user interface. Implement `body`, built from other views.
///
/// Easel keeps a persistent node for each view in the tree, keyed by its position, type and explicit
/// identity; `@State` and the other dynamic properties live in those nodes, not in the view value.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views have no body; the framework draws them itself.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the framework builds a node for itself, instead of evaluating a body.
@MainActor
package protocol PrimitiveView {
  /// Creates the node that displays this view; the caller updates it with the view next.
  func makeNode(graph: ViewGraph) -> ViewNode
}
