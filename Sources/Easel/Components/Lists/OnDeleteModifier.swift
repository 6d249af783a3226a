@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Stores a `ForEach`'s deletion action, which a `List` offers for its rows (Delete or Backspace on selected rows,
/// and through the row's environment for a context menu). Outside a list it changes nothing.
public struct OnDeleteModifier: ViewModifier {
  let action: ((IndexSet) -> Void)?
  public typealias Body = Never
}

extension OnDeleteModifier: PrimitiveModifier {
  package func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

extension OnDeleteModifier: LazySegmentModifier {
  func modify(_ segment: inout LazyItemSegment) { segment.deleteAction = action }
}

private struct ListRowDeleteActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// Deletes the row this view is in, when its list's `ForEach` has `onDelete`: the hook for a "Delete" item in
  /// the row's context menu.
  var listRowDeleteAction: (@MainActor () -> Void)? {
    get { self[ListRowDeleteActionKey.self] }
    set { self[ListRowDeleteActionKey.self] = newValue }
  }
}
