import Foundation

/// Stores a `ForEach`'s deletion action, which a `List` offers for its rows (Delete or Backspace on selected rows,
/// and through the row's environment for a context menu). Outside a list it changes nothing.
public struct OnDeleteModifier: ViewModifier {
  let action: ((IndexSet) -> Void)?
  public typealias Body = Never
}

extension OnDeleteModifier: PrimitiveModifier {
  func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

extension ForEach where Content: View {
  /// Sets the action that deletes elements at offsets of the data, which lists offer for the rows.
  @MainActor
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, OnDeleteModifier> {
    modifier(OnDeleteModifier(action: action))
  }
}

extension ModifiedContent: LazyItemSource where Content: LazyItemSource, Modifier == OnDeleteModifier {
  func lazySegment(wrapper: some LazyItemWrapper) -> LazyItemSegment {
    var segment = content.lazySegment(wrapper: wrapper)
    segment.deleteAction = modifier.action
    return segment
  }
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
