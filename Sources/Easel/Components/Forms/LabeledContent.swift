import Foundation

/// A label beside a value or a control: the label on the leading side, the content on the trailing side in the
/// secondary colour, as in a settings row (“Version   2.1”).
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent("Size", value: bytes, format: .byteCount(style: .file))
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labelsHidden) private var labelsHidden

  /// A label beside the content `content` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      content
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.trailing)
    }
  }
}

extension LabeledContent where Label == Text {
  /// A localized label beside the content `content` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A label shown as is beside the content `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A localized label beside a value shown as is.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A label beside a value, both shown as is.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A localized label beside a value written with `format`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(titleKey, value: format.format(value))
  }

  /// A label shown as is beside a value written with `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(title, value: format.format(value))
  }
}
