import Foundation

/// A text field editing a value through a format style: it shows the value formatted, keeps what the user types
/// while the field has focus, and parses it into the value on Return or when focus leaves. Text that does not
/// parse is dropped and the field shows the value again, as in SwiftUI.
struct FormattedTextField: View {
  let editor: FormattedValueEditor
  let placeholder: Text?
  /// What the user typed since the field last showed the value; `nil` shows the value.
  @State private var draft: String?
  @FocusState private var isFocused: Bool

  var body: some View {
    let editor = self.editor
    let shown = Binding(get: { draft ?? editor.formatted() }, set: { draft = $0 })
    TextFieldCore(text: shown, placeholder: placeholder, isSecure: false)
      .focused($isFocused)
      .onSubmit(commit)
      .onChange(of: isFocused) { if !isFocused { commit() } }
  }

  private func commit() {
    guard let draft else { return }
    editor.commit(draft)
    self.draft = nil
  }
}

/// A value bound to a text field, seen as text: how to write it, and how to read typed text back into it.
@MainActor
struct FormattedValueEditor {
  let formatted: @MainActor () -> String
  let commit: @MainActor (String) -> Void

  init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
    formatted = { format.format(value.wrappedValue) }
    commit = { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
  }
}
