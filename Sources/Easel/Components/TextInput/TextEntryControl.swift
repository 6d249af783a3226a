import Foundation

/// The initializers `TextField` and `SecureField` share: a title, shown as the placeholder, and an optional prompt
/// that takes its place.
///
/// It is public only because the initializers it gives are; apps use the fields, not this protocol.
@MainActor
public protocol _TextEntryControl {
  /// The view that describes the field's purpose.
  associatedtype Label: View

  /// A field editing `text`, whose label is `label` and whose placeholder is `prompt`.
  init(text: Binding<String>, prompt: Text?, @ViewBuilder label: () -> Label)
}

extension _TextEntryControl where Label == Text {
  /// A field with a localized title, shown as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A field with a title shown as is, as its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// A field with a localized title and a placeholder prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field with a title shown as is and a placeholder prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}
