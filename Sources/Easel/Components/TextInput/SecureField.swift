import Foundation

/// A field for passwords: it shows a bullet for each character and never copies or cuts its text.
public struct SecureField<Label: View>: View, _TextEntryControl {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  @Environment(\.isEnabled) private var isEnabled

  /// A secure field editing `text`, whose label is `label` and whose placeholder is `prompt`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  public var body: some View {
    TextFieldCore(text: text, placeholder: prompt ?? (label as? Text), isSecure: true)
      .pointerStyle(isEnabled ? .horizontalText : nil)
      // Its text is never read out.
      .accessibilityDefaults { [label = (label as? Text) ?? prompt] in
        $0.role = .secureTextField
        $0.label = label
      }
  }
}
