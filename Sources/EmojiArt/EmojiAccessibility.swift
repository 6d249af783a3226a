import Easel

/// What a screen reader is told of an emoji on the canvas, and what it can do there: the emoji is named by its
/// Unicode name, says where it is and whether it is selected, and is selected by the default action, moved,
/// resized and deleted by named ones. It is also a Tab stop, so that the keyboard and the screen reader can rest on
/// it while the arrow keys move it. The canvas applies it only while an assistive technology runs.
struct EmojiAccessibility: ViewModifier {
  /// The document changes the actions make.
  struct Actions {
    var select: @MainActor () -> Void
    /// Moves by a unit step in a direction: (-1, 0) is left.
    var move: @MainActor (CGSize) -> Void
    var scale: @MainActor (CGFloat) -> Void
    var delete: @MainActor () -> Void
  }

  let emoji: EmojiArt.Emoji
  /// The emoji's spoken name.
  let name: String
  let isSelected: Bool
  let actions: Actions
  /// Which emoji has the keyboard focus.
  let focus: FocusState<EmojiArt.Emoji.ID?>.Binding

  func body(content: Content) -> some View {
    content
      .focusable(interactions: .activate)
      .focused(focus, equals: emoji.id)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(verbatim: name))
      .accessibilityValue(
        isSelected ? Text("selected, at \(emoji.x), \(emoji.y)") : Text("at \(emoji.x), \(emoji.y)")
      )
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
      .accessibilityAction(.default, actions.select)
      .accessibilityAction(.delete, actions.delete)
      .accessibilityAction(named: "Move left") { actions.move(CGSize(width: -1, height: 0)) }
      .accessibilityAction(named: "Move right") { actions.move(CGSize(width: 1, height: 0)) }
      .accessibilityAction(named: "Move up") { actions.move(CGSize(width: 0, height: -1)) }
      .accessibilityAction(named: "Move down") { actions.move(CGSize(width: 0, height: 1)) }
      .accessibilityAction(named: "Bigger") { actions.scale(1.25) }
      .accessibilityAction(named: "Smaller") { actions.scale(0.8) }
      .accessibilityAction(named: "Delete") { actions.delete() }
  }
}
