import Foundation

/// A view shown where content is missing: an empty list, no search results, nothing selected.
///
/// It centres a large secondary icon above a bold title, a description in secondary text, and actions, in the space
/// it is offered.
///
/// ```swift
/// if notes.isEmpty {
///   ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap + to write one."))
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  private let label: Label
  private let description: Description
  private let actions: Actions

  /// A view made of a label (its icon above its title), a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    (self.label, self.description, self.actions) = (label(), description(), actions())
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(ContentUnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Label == Easel.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view with a localized title, a system symbol and an optional description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { Easel.Label(titleKey, systemImage: name) }, description: { description })
  }

  /// A view with a title shown as is, a system symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { Easel.Label(title, systemImage: name) }, description: { description })
  }

  /// A view with a localized title, an image resource and an optional description.
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { Easel.Label(titleKey, image: name) }, description: { description })
  }
}

extension ContentUnavailableView where Label == Easel.Label<Text, Image>, Description == Text, Actions == EmptyView {
  /// The view a search without results shows.
  public static var search: Self { search(text: "") }

  /// The view a search for `text` without results shows.
  public static func search(text: String) -> Self {
    let title = text.isEmpty ? Text("No Results") : Text("No Results for “\(text)”")
    return Self(
      label: { Easel.Label(title: { title }, icon: { Image(systemName: "magnifyingglass") }) },
      description: { Text("Check the spelling or try a new search.") })
  }
}

/// The icon of a content-unavailable view large and secondary, above its title in bold.
private struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
        .multilineTextAlignment(.center)
    }
  }
}
