import Foundation

/// The buttons a row's `swipeActions` reveal from one edge.
@MainActor
struct SwipeActionSet {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  /// The buttons, in order from the edge inwards.
  let entries: [MenuEntry]

  /// The width of each revealed button, as on iOS.
  static let buttonWidth: CGFloat = 74
}

extension View {
  /// Adds buttons that a swipe across the row reveals from `edge` in a list: drag the row sideways with the
  /// mouse or a finger. A full swipe (past half the row) runs the first button when `allowsFullSwipe`. The buttons
  /// are also items of the row's context menu, so they can be reached without a swipe. Destructive buttons are
  /// red, others grey unless tinted.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    let set = SwipeActionSet(
      edge: edge, allowsFullSwipe: allowsFullSwipe, entries: MenuEntry.entries(of: content()).filter { !$0.isDivider })
    return modifier(ListRowTraitModifier { $0.swipeActions.append(set) })
  }
}
