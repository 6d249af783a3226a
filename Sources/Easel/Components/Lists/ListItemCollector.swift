import Foundation

/// Flattens a list's content into lazy items: section headers and footers, and rows that know whether they begin
/// or end their section (rows outside sections form implicit sections between the explicit ones).
struct ListItemCollector: ViewListVisitor {
  let style: ListStyleKind
  var items = LazyItems()
  private var openRows: [(wrapper: ListRowWrapper, count: Int)] = []
  private var isInSection = false

  init(style: ListStyleKind) { self.style = style }

  /// The items of a list's `content`.
  static func items<Content: View>(of content: Content, style: ListStyleKind) -> LazyItems {
    var collector = ListItemCollector(style: style)
    collector.visit(content)
    collector.closeRows()
    return collector.items
  }

  mutating func visit<V: View>(_ view: V) {
    if !isInSection, let section = view as? any ListSectionProtocol {
      closeRows()
      section.collect(into: &self)
    } else if !isInSection, let sections = view as? any ListSectionSource, sectionsCollected(from: sections) {
      return
    } else if let group = view as? any LazyItemGroup {
      var visitor: any ViewListVisitor = self
      group.visitLazyChildren(&visitor)
      self = visitor as! Self
    } else if !(view is EmptyView) {
      let wrapper = ListRowWrapper(kind: .row)
      let segment: LazyItemSegment
      if let source = view as? any LazyItemSource {
        segment = source.lazySegment(wrapper: wrapper)
      } else {
        segment = .single(view, id: AnyHashable(StaticItemID(position: items.segments.count)), wrapper: wrapper)
      }
      wrapper.deleteAction = segment.deleteAction
      wrapper.moveAction = segment.moveAction
      items.append(segment)
      openRows.append((wrapper, segment.count))
    }
  }

  /// Adds the sections of a `ForEach` of sections; false when its elements are rows.
  private mutating func sectionsCollected(from source: any ListSectionSource) -> Bool {
    closeRows()
    return source.collectSections(into: &self)
  }

  /// Adds a section: its header (or, in grouped styles, a gap), its rows, its footer.
  mutating func collectSection<Header: View, Content: View, Footer: View>(
    header: Header, content: Content, footer: Footer
  ) {
    if !(header is EmptyView) {
      addSingle(header, kind: .header)
    } else if style.isGrouped {
      addSingle(EmptyView(), kind: .gap)
    }
    isInSection = true
    visit(content)
    isInSection = false
    closeRows()
    if !(footer is EmptyView) { addSingle(footer, kind: .footer) }
  }

  private mutating func addSingle<V: View>(_ view: V, kind: ListRowKind) {
    let wrapper = ListRowWrapper(kind: kind)
    items.append(.single(view, id: AnyHashable(StaticItemID(position: items.segments.count)), wrapper: wrapper))
  }

  /// Marks where the rows collected since the last section boundary begin and end.
  private mutating func closeRows() {
    let nonEmpty = openRows.filter { $0.count > 0 }
    nonEmpty.first?.wrapper.beginsSection = true
    nonEmpty.last?.wrapper.endsSection = true
    openRows.removeAll()
  }
}
