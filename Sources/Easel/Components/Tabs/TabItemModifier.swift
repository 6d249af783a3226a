@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Gives a tab its item in the tab bar: `tabItem { Label("Home", systemImage: "house") }`.
struct TabItemModifier: ViewModifier, PrimitiveModifier {
  let label: AnyView
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

extension View {
  /// The item that stands for this view in the bar of the enclosing `TabView`: a `Label`, or an image and a text.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: AnyView(label())))
  }
}
