import Foundation

/// A container of semantically related controls, drawn as suits its context: on the desktop, by default, as one
/// row of linked buttons sharing a rounded border (GTK's linked button boxes, macOS's segmented groups).
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { zoom -= 1 }
///   Button("Increase", systemImage: "plus") { zoom += 1 }
/// }
/// ```
///
/// `controlGroupStyle(_:)` draws it another way: `.navigation` as the linked row, `.palette` as a row of
/// borderless buttons, `.compactMenu` and `.menu` as a pop-up menu of its controls under its label. Assistive
/// technologies read it as a group named by its label.
public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: AnyView?
  @Environment(\.controlGroupStyleChoice) private var style

  /// A group of the controls `content` makes.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  init(content: Content, label: AnyView) { (self.content, self.label) = (content, label) }

  public var body: some View {
    let configuration = ControlGroupStyleConfiguration(
      label: ControlGroupStyleConfiguration.Label(label),
      content: ControlGroupStyleConfiguration.Content(AnyView(content)))
    (style ?? ControlGroupStyleChoice(AutomaticControlGroupStyle())).makeBody(configuration)
      .accessibilityElement(children: .contain)
      .accessibilityDefaults { $0.role = .group }
  }
}

/// The content of a control group that has a label: what ``ControlGroup/init(content:label:)`` groups.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  public var body: some View { content }
}

extension ControlGroup {
  /// A group of `content` described by `label` (a menu style shows the label; the others name the group with it).
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    let (made, madeLabel) = (content(), label())
    self.init(content: LabeledControlGroupContent(content: made, label: madeLabel), label: AnyView(madeLabel))
  }

  /// A group of `content` titled with a localized key.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of `content` titled with a string shown as is.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of `content` titled with a localized key and a system symbol.
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// A group of `content` titled with a string and a system symbol.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }
}
