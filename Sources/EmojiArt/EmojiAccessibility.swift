import Easel

/// What a screen reader is told of an emoji on the canvas, and what it can do there: the emoji is named by its
/// Unicode name, says where it is and whether it is selected, and is selected by the default action, moved,
/// resized and deleted by named ones. It is also a Tab stop, so that the keyboard and the screen reader can rest on
/// it while the arrow keys move it. The canvas applies it only while an assistive technology runs.
///
/// Every field compares equal while its emoji stays as it was, so a move of one emoji describes only that one again.
struct EmojiAccessibility: ViewModifier {
  let emoji: EmojiArt.Emoji
  /// The emoji's spoken name.
  let name: String
  let isSelected: Bool
  /// The canvas's actions, compared by identity.
  let actions: EmojiAccessibilityActions
  /// Which emoji has the keyboard focus.
  let focus: FocusState<EmojiArt.Emoji.ID?>.Binding

  func body(content: Content) -> some View {
    let (actions, id) = (actions, emoji.id)
    return
      content
      .focusable(interactions: .activate)
      .focused(focus, equals: emoji.id)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(verbatim: name))
      .accessibilityValue(
        isSelected ? Text("selected, at \(emoji.x), \(emoji.y)") : Text("at \(emoji.x), \(emoji.y)")
      )
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
      .accessibilityAction(.default) { actions.select(id) }
      .accessibilityAction(.delete) { actions.delete(id) }
      .accessibilityAction(named: "Move left") { actions.move(id, CGSize(width: -1, height: 0)) }
      .accessibilityAction(named: "Move right") { actions.move(id, CGSize(width: 1, height: 0)) }
      .accessibilityAction(named: "Move up") { actions.move(id, CGSize(width: 0, height: -1)) }
      .accessibilityAction(named: "Move down") { actions.move(id, CGSize(width: 0, height: 1)) }
      .accessibilityAction(named: "Bigger") { actions.scale(id, 1.25) }
      .accessibilityAction(named: "Smaller") { actions.scale(id, 0.8) }
      .accessibilityAction(named: "Delete") { actions.delete(id) }
  }
}
