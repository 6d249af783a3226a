@_spi(ForEaselOnly) import EaselCore
import Foundation

/// What a row's own modifiers ask of the list: `listRowBackground`, `listRowInsets`, `listRowSeparator`.
struct ListRowTraits {
  var background: AnyView?
  var insets: EdgeInsets?
  var separator = Visibility.automatic
  /// The buttons `swipeActions` reveal, outermost modifier first.
  var swipeActions: [SwipeActionSet] = []
}

/// A row modifier the list reads from the row's view: `listRowBackground(_:)` and its siblings. Outside a list it
/// changes nothing.
struct ListRowTraitModifier: ViewModifier, PrimitiveModifier {
  let apply: (inout ListRowTraits) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

/// Receives a row's view with its list traits taken off.
@MainActor
protocol ListRowVisitor {
  mutating func visit<V: View>(_ view: V, traits: ListRowTraits)
}

/// A view that may carry list row traits around its content.
@MainActor
protocol ListRowTraitCarrier {
  func peel(traits: ListRowTraits, into visitor: inout some ListRowVisitor)
}

extension ModifiedContent: ListRowTraitCarrier where Content: View, Modifier == ListRowTraitModifier {
  func peel(traits: ListRowTraits, into visitor: inout some ListRowVisitor) {
    var traits = traits
    // The outermost modifier wins, so inner ones only fill what is still unset.
    var own = ListRowTraits()
    modifier.apply(&own)
    if traits.background == nil { traits.background = own.background }
    if traits.insets == nil { traits.insets = own.insets }
    if traits.separator == .automatic { traits.separator = own.separator }
    traits.swipeActions += own.swipeActions
    if let inner = content as? any ListRowTraitCarrier {
      inner.peel(traits: traits, into: &visitor)
    } else {
      visitor.visit(content, traits: traits)
    }
  }
}

extension View {
  /// Places a view behind the row in a list.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    let background = view.map { AnyView($0) }
    return modifier(ListRowTraitModifier { $0.background = background })
  }

  /// Sets the insets of the row's content in a list.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListRowTraitModifier { $0.insets = insets })
  }

  /// Shows or hides the separators of the row in a list (`edges` is accepted for source compatibility; Easel
  /// draws separators below rows only).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTraitModifier { $0.separator = visibility })
  }
}
