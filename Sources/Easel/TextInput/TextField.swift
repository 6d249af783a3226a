import Foundation

/// A control that shows editable text: click to place the caret, type, select with the mouse or Shift and the
/// arrows, copy, cut, paste and undo with the usual shortcuts, and compose with an input method.
///
/// The prompt (or, without one, the title) is shown in the placeholder colour while the text is empty. Return
/// runs the `onSubmit` actions around the field.
///
/// A click on the field focuses it, and Tab and Shift+Tab move focus between fields. As in desktop toolkits, a
/// click on something that cannot take focus (a label, empty space, a button) leaves the field focused.
public struct TextField<Label: View>: View, _TextEntryControl {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  @Environment(\.isEnabled) private var isEnabled

  /// A field editing `text`, whose label is `label` and whose placeholder is `prompt`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  public var body: some View {
    TextFieldCore(text: text, placeholder: prompt ?? (label as? Text), isSecure: false)
      .pointerStyle(isEnabled ? .horizontalText : nil)
  }
}
