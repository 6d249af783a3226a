import Easel

/// Every Easel control on one window: a sidebar of pages, the selected page beside it.
public struct CatalogView: View {
  @State private var selection: CatalogSection? = .buttons

  public init() {}

  public var body: some View {
    HStack(spacing: 0) {
      List(CatalogSection.allCases, selection: $selection) { section in
        Label(section.title, systemImage: section.systemImage)
      }
      .listStyle(.sidebar)
      .frame(width: 240)
      Divider()
      ScrollView {
        CatalogPage(selection ?? .buttons)
          .padding(24)
          .frame(maxWidth: .infinity, alignment: .topLeading)
      }
    }
  }
}

/// A titled group of examples on a catalog page.
struct CatalogGroup<Content: View>: View {
  /// Looked up in the catalog's strings, in the locale around the group, like any `Text` of a literal.
  let title: LocalizedStringKey
  let content: Content

  init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text(title).font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
