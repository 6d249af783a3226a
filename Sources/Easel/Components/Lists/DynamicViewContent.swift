import Foundation

/// A view that builds its rows from a collection of data, such as ``ForEach``: lists offer deleting and moving its
/// elements through ``onDelete(perform:)`` and ``onMove(perform:)``.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The type of the data.
  associatedtype Data: Collection
  /// The collection the rows come from.
  var data: Data { get }
}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The data of the modified content.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Sets the action that deletes elements at offsets of the data, which lists offer for the rows: the delete
  /// button of a row in edit mode, a “Delete” item in its context menu, and Delete or Backspace on selected rows.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, OnDeleteModifier> {
    modifier(OnDeleteModifier(action: action))
  }

  /// Sets the action that moves elements at offsets of the data to a destination offset (before the element
  /// there), which lists offer as reorder handles on the rows in edit mode. Pass it to `Array.move(fromOffsets:toOffset:)`.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, OnMoveModifier> {
    modifier(OnMoveModifier(action: action))
  }
}
