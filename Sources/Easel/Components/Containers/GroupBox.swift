import Foundation

/// A box that groups related content, with an optional label, as SwiftUI's `GroupBox`: on the desktop, the label
/// sits above a rounded, lightly filled box, as on macOS.
///
/// ```swift
/// GroupBox("Sync") {
///   Toggle("Sync photos", isOn: $syncsPhotos)
/// }
/// ```
///
/// Assistive technologies read it as a group named by its label. `groupBoxStyle(_:)` draws it another way.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyleChoice) private var style

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A box of `content` under `label` (the iOS 14 spelling).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(label.map { AnyView($0) }),
      content: GroupBoxStyleConfiguration.Content(AnyView(content)))
    (style ?? GroupBoxStyleChoice(DefaultGroupBoxStyle())).makeBody(configuration)
      .accessibilityElement(children: .contain)
      .accessibilityDefaults { $0.role = .group }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` under a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box of `content` under a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
