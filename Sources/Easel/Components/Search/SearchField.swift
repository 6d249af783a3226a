import Foundation

/// The rounded search field of a `searchable` view: a magnifying glass, the text, and a button that clears it.
/// Escape clears the text and leaves the field.
struct SearchField: View {
  let text: Binding<String>
  let prompt: Text
  let isFocused: FocusState<Bool>.Binding

  var body: some View {
    let text = self.text
    let isFocused = self.isFocused
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      TextField("Search", text: text, prompt: prompt)
        .textFieldStyle(.plain)
        .focused(isFocused)
        .onKeyPress(.escape) {
          text.wrappedValue = ""
          isFocused.wrappedValue = false
          return .handled
        }
      if !text.wrappedValue.isEmpty {
        Button {
          text.wrappedValue = ""
        } label: {
          Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
        }
        .buttonStyle(.plain)
      }
    }
    .padding(.horizontal, 8)
    .frame(height: 32)
    .background(RoundedRectangle(cornerRadius: 8).fill(ControlPalette.controlFill))
  }
}
