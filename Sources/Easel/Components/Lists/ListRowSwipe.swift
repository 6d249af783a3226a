import Foundation

/// Lets a list row be swiped sideways to reveal its `swipeActions` buttons under it: the row follows the drag,
/// settles open when dragged past half its buttons, closes otherwise, and runs its first button when swiped past
/// half its width with `allowsFullSwipe`. Rows without swipe actions stay as they are.
struct ListRowSwipe: ViewModifier {
  let sets: [SwipeActionSet]
  let offset: Binding<CGFloat>
  let resting: Binding<CGFloat>
  let rowWidth: CGFloat

  /// How the row settles after a swipe.
  static var animation: Animation { .easeOut(duration: 0.2) }

  private var leading: SwipeActionSet? { sets.first { $0.edge == .leading } }
  private var trailing: SwipeActionSet? { sets.first { $0.edge == .trailing } }

  func body(content: Content) -> some View {
    if sets.isEmpty {
      content
    } else {
      content
        .offset(x: offset.wrappedValue)
        .background(alignment: .trailing) {
          if offset.wrappedValue < 0, let trailing {
            ListRowSwipeButtons(entries: trailing.entries.reversed(), close: close)
          }
        }
        .background(alignment: .leading) {
          if offset.wrappedValue > 0, let leading { ListRowSwipeButtons(entries: leading.entries, close: close) }
        }
        .gesture(
          DragGesture(minimumDistance: 12)
            .onChanged { value in offset.wrappedValue = clamped(resting.wrappedValue + value.translation.width) }
            .onEnded { _ in settle() }
        )
    }
  }

  /// The widest the row can be swiped each way: the width of the buttons, or the whole row for a full swipe.
  private func clamped(_ proposed: CGFloat) -> CGFloat {
    let leadingLimit = leading.map { $0.allowsFullSwipe ? rowWidth : width(of: $0) } ?? 0
    let trailingLimit = trailing.map { $0.allowsFullSwipe ? rowWidth : width(of: $0) } ?? 0
    return min(max(proposed, -trailingLimit), leadingLimit)
  }

  private func width(of set: SwipeActionSet) -> CGFloat { SwipeActionSet.buttonWidth * CGFloat(set.entries.count) }

  private func settle() {
    let current = offset.wrappedValue
    var fullSwipe: SwipeActionSet?
    var target: CGFloat = 0
    if let trailing, current < 0 {
      if trailing.allowsFullSwipe && -current > rowWidth / 2 {
        fullSwipe = trailing
      } else if -current > width(of: trailing) / 2 {
        target = -width(of: trailing)
      }
    } else if let leading, current > 0 {
      if leading.allowsFullSwipe && current > rowWidth / 2 {
        fullSwipe = leading
      } else if current > width(of: leading) / 2 {
        target = width(of: leading)
      }
    }
    withAnimation(Self.animation) {
      offset.wrappedValue = target
      resting.wrappedValue = target
    }
    if let entry = fullSwipe?.entries.first, case .action(_, let action) = entry.kind { action() }
  }

  private func close() {
    withAnimation(Self.animation) {
      offset.wrappedValue = 0
      resting.wrappedValue = 0
    }
  }
}
