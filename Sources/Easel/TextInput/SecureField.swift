import Foundation

/// A field for passwords: it shows a bullet for each character and never copies or cuts its text.
public struct SecureField<Label: View>: View {
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
  }
}

extension SecureField where Label == Text {
  /// A secure field with a localized title, shown as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A secure field with a title shown as is, as its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// A secure field with a localized title and a placeholder prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A secure field with a title shown as is and a placeholder prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}
