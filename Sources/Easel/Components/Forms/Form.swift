import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// In the default (grouped) style each `Section` is a rounded card of rows on the grouped background, with its
/// header above and its footer below, as in a GNOME preferences page or a macOS grouped form. Controls lay
/// themselves out as form rows: a label on the leading side, its value or control on the trailing side. On a wide
/// window the cards keep a readable width and stay centred, as libadwaita's preferences pages do.
///
/// ```swift
/// Form {
///   Section("Notifications") {
///     Toggle("Show previews", isOn: $previews)
///     LabeledContent("Version", value: "2.1")
///   }
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content
  @Environment(\.formStyleChoice) private var style

  /// A form of the rows and sections `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content))
    Group {
      if let style {
        style.makeBody(configuration)
      } else {
        AutomaticFormStyle().makeBody(configuration: configuration)
      }
    }
    .environment(\.isInForm, true)
  }
}
