import Foundation

/// A container of views with an optional header and footer. In a `List` it groups rows: separators stop at its
/// last row and grouped styles draw its rows as one group. Elsewhere it shows header, content and footer in turn.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    (self.header, self.content, self.footer) = (header(), content(), footer())
  }

  /// A section with header and footer views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    (self.header, self.content, self.footer) = (header, content(), footer)
  }

  public var body: some View {
    header
    content
    footer
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header and footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section whose header is a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// A section seen without its types, for the list that lays out its parts as rows.
@MainActor
protocol ListSectionProtocol {
  func collect(into collector: inout ListItemCollector)
}

extension Section: ListSectionProtocol {
  func collect(into collector: inout ListItemCollector) {
    collector.collectSection(header: header, content: content, footer: footer)
  }
}

/// A `ForEach` whose elements are sections (`ForEach(groups) { Section(…) { … } }`): a list lays out each element's
/// section as a section of its own, so the sections are made up front (their rows stay lazy).
@MainActor
protocol ListSectionSource {
  /// Adds each element's section; false when the elements are not sections.
  func collectSections(into collector: inout ListItemCollector) -> Bool
}

extension ForEach: ListSectionSource where Content: View {
  func collectSections(into collector: inout ListItemCollector) -> Bool {
    guard Content.self is any ListSectionProtocol.Type else { return false }
    for element in data {
      (content(element) as! any ListSectionProtocol).collect(into: &collector)
    }
    return true
  }
}
