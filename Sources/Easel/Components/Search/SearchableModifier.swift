import Foundation

/// Puts a search field above the content and tells the content whether a search is under way
/// (`\.isSearching`) and how to end it (`\.dismissSearch`).
struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: Text?
  @FocusState private var isFocused: Bool

  func body(content: Content) -> some View {
    let text = self.text
    let isFocused = $isFocused
    VStack(spacing: 0) {
      SearchField(text: text, prompt: prompt ?? Text("Search"), isFocused: isFocused)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
      content
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .environment(\.isSearching, self.isFocused || !text.wrappedValue.isEmpty)
        .environment(
          \.dismissSearch,
          DismissSearchAction {
            text.wrappedValue = ""
            isFocused.wrappedValue = false
          })
    }
  }
}

extension View {
  /// Adds a search field for `text` above this view; filter the view's content with the text.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// Adds a search field with a localized prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }

  /// Adds a search field with a prompt shown as is.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }
}
