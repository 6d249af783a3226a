import Foundation

/// A column of a ``Table``: its title, the view of each row's cell, and, for a column made with a value key path,
/// how rows sort by it.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Size", value: \.size) { file in Text(file.size, format: .byteCount(style: .file)) }
/// TableColumn("Kind") { file in Image(systemName: file.icon) }.width(40)
/// ```
@MainActor
public struct TableColumn<RowValue: Identifiable> {
  let title: Text
  let cell: (RowValue) -> AnyView
  /// The comparator of a column made with a comparable value; `nil` for a column that does not sort.
  let comparator: ((SortOrder) -> KeyPathComparator<RowValue>)?
  /// The key path the comparator sorts by, to tell which column a sort order's first comparator is.
  let sortKey: PartialKeyPath<RowValue>?
  var width: ColumnWidth = .flexible

  /// How wide a column is: its share of the table's width, or fixed.
  enum ColumnWidth {
    case flexible
    case fixed(CGFloat)
    case range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
  }

  /// A column of cells `content` makes, which does not sort.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> some View) {
    title = Text(titleKey)
    cell = { AnyView(content($0)) }
    comparator = nil
    sortKey = nil
  }

  /// A column of cells `content` makes, which sorts rows by `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> some View
  ) {
    title = Text(titleKey)
    cell = { AnyView(content($0)) }
    comparator = { order in KeyPathComparator(value, order: order) }
    sortKey = value
  }

  /// A column of text, `value` of each row, which sorts rows by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
    self.init(titleKey, value: value) { row in Text(row[keyPath: value]) }
  }

  /// The column at a fixed width.
  public func width(_ width: CGFloat?) -> TableColumn {
    var column = self
    column.width = width.map { .fixed($0) } ?? .flexible
    return column
  }

  /// The column between a minimum and a maximum width (its ideal when the table has room).
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    var column = self
    column.width = .range(min: min, ideal: ideal, max: max)
    return column
  }
}
