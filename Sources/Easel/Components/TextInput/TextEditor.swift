import Foundation

/// A view that edits long text: several lines, wrapped to its width, scrolling when they do not fit.
///
/// Return starts a new line, and the arrows move the caret between lines; clicking, selecting, the clipboard, undo
/// and input methods work as in a `TextField`. The editor takes the space it is offered. `font(_:)` and
/// `foregroundStyle(_:)` style its text, and `scrollContentBackground(.hidden)` removes its background, so a
/// `background(_:)` of your own shows through.
public struct TextEditor: View {
  private let text: Binding<String>
  @Environment(\.isEnabled) private var isEnabled

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  public var body: some View {
    TextEditorCore(text: text).pointerStyle(isEnabled ? .horizontalText : nil)
      .accessibilityDefaults { [value = text.wrappedValue] in
        $0.role = .textEditor
        $0.value = Text(verbatim: value)
      }
  }
}
