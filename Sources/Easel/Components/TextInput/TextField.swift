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
  /// What the field edits: text, or a value through a format style.
  private enum Source {
    case text(Binding<String>)
    case value(FormattedValueEditor)
  }

  private let source: Source
  let prompt: Text?
  let label: Label
  @Environment(\.isEnabled) private var isEnabled

  /// A field editing `text`, whose label is `label` and whose placeholder is `prompt`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    source = .text(text)
    self.prompt = prompt
    self.label = label()
  }

  /// A field editing `value` written with `format`; what the user types is parsed into the value on Return or
  /// when the field loses focus.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    source = .value(FormattedValueEditor(value: value, format: format))
    self.prompt = prompt
    self.label = label()
  }

  public var body: some View {
    Group {
      switch source {
      case .text(let text): TextFieldCore(text: text, placeholder: prompt ?? (label as? Text), isSecure: false)
      case .value(let editor): FormattedTextField(editor: editor, placeholder: prompt ?? (label as? Text))
      }
    }
    .pointerStyle(isEnabled ? .horizontalText : nil)
    .accessibilityDefaults { [label = (label as? Text) ?? prompt, value = currentText] in
      $0.role = .textField
      $0.label = label
      $0.value = value.map { Text(verbatim: $0) }
    }
  }

  /// The text being edited, which screen readers read as the field's value.
  private var currentText: String? {
    if case .text(let text) = source { return text.wrappedValue }
    return nil
  }
}

extension TextField where Label == Text {
  /// A field with a localized title editing `value` written with `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// A field with a title shown as is editing `value` written with `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }
}
