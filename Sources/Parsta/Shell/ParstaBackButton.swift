import Easel

/// The team's custom back button for pushed screens, whose navigation bar is hidden: a chevron that dismisses the
/// screen, and also Escape and Alt+Left, as desktop apps go back.
struct ParstaBackButton: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button(action: {
      dismiss()
    }) {
      Image(systemName: "chevron.backward")
        .accessibilityLabel("Back")
        .font(.system(size: 25))
        .foregroundStyle(Color.parstaGray)
        .frame(width: 44, height: 44)
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .keyboardShortcut(.escape, modifiers: [])
    .background {
      // A second, invisible button carries the other shortcut: a view takes one keyboard shortcut.
      Button("") { dismiss() }
        .keyboardShortcut(.leftArrow, modifiers: .option)
        .opacity(0)
    }
  }
}
