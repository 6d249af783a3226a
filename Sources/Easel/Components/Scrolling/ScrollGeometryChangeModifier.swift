@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs an action when a value made from the geometry of the first scroll view inside changes:
/// `onScrollGeometryChange(for:of:action:)`.
struct ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollGeometryChangeNode<Value> { ScrollGeometryChangeNode(graph: graph) }
  func apply(to node: ScrollGeometryChangeNode<Value>) { node.modifier = self }
}

/// Compares each geometry's value with the last one, and queues the action when they differ.
final class ScrollGeometryChangeNode<Value: Equatable>: ScrollObserverNode {
  var modifier: ScrollGeometryChangeModifier<Value>?
  /// The value of the last geometry the scroll view reported; the first one is only remembered.
  private var lastValue: Value?

  override func scrollGeometryDidChange(_ geometry: ScrollGeometry, in viewport: ScrollViewportNode) {
    guard let modifier else { return }
    let value = modifier.transform(geometry)
    defer { lastValue = value }
    guard let old = lastValue, old != value else { return }
    graph.enqueueLifecycle { modifier.action(old, value) }
  }
}

extension View {
  /// Runs `action` with the old and new value when `transform` of the geometry of the first scroll view inside
  /// this view gives a different value: after a scroll, or a layout that changed the content's or the view's size.
  ///
  /// The first geometry only sets the value compared with; the action runs for changes after it.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}
