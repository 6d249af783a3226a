@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The kinds of items in a list.
enum ListRowKind: Hashable {
  case row, header, footer
  /// The space above a section without header in grouped styles.
  case gap
}

/// Where a list item stands and what it offers: the row chrome draws and behaves from it.
struct ListRowInfo {
  var kind: ListRowKind
  var isFirst: Bool
  var isLast: Bool
  /// The value the row selects: its `ForEach` element's ID.
  var selectionValue: AnyHashable?
  /// Deletes the row through its `ForEach`'s `onDelete`.
  var delete: (@MainActor () -> Void)?
  /// Moves the row by a number of rows (negative: up) through its `ForEach`'s `onMove`.
  var move: (@MainActor (Int) -> Void)?
}

/// Wraps each item of one segment of a list (a `ForEach`, a view, a header) in the row chrome.
///
/// A class, so the list can mark after collecting a section which segment begins it and which ends it.
@MainActor
final class ListRowWrapper: LazyItemWrapper {
  let kind: ListRowKind
  var beginsSection = false
  var endsSection = false
  var deleteAction: ((IndexSet) -> Void)?
  var moveAction: ((IndexSet, Int) -> Void)?

  init(kind: ListRowKind) { self.kind = kind }

  func reconcile<V: View>(
    _ existing: ViewNode?, view: V, id: AnyHashable, index: Int, count: Int, parent: ViewNode
  ) -> ViewNode {
    let delete = deleteAction.map { action in { @MainActor in action(IndexSet(integer: index)) } }
    let move = moveAction.map { action in
      { @MainActor (steps: Int) in
        // `onMove` destinations are offsets before which the rows go: one past the target when moving down.
        let target = min(max(0, index + steps), count - 1)
        guard target != index else { return }
        action(IndexSet(integer: index), target > index ? target + 1 : target)
      }
    }
    let info = ListRowInfo(
      kind: kind, isFirst: beginsSection && index == 0, isLast: endsSection && index == count - 1,
      selectionValue: kind == .row && !(id.base is StaticItemID) ? id : nil, delete: delete, move: move)
    var builder = ChromeBuilder(existing: existing, parent: parent, info: info)
    if let carrier = view as? any ListRowTraitCarrier {
      carrier.peel(traits: ListRowTraits(), into: &builder)
    } else {
      builder.visit(view, traits: ListRowTraits())
    }
    return builder.node!
  }

  /// Builds the chrome around a row's view once its traits are known.
  private struct ChromeBuilder: ListRowVisitor {
    let existing: ViewNode?
    let parent: ViewNode
    let info: ListRowInfo
    var node: ViewNode?

    mutating func visit<V: View>(_ view: V, traits: ListRowTraits) {
      node = reconcileLazyItem(existing, view: ListRowChrome(content: view, info: info, traits: traits), parent: parent)
    }
  }
}
