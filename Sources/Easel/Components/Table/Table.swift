import Foundation

/// Rows of data in columns, as SwiftUI's `Table` on macOS: a header of column titles over rows that alternate their
/// background, with optional selection and sorting.
///
/// ```swift
/// @State private var sortOrder = [KeyPathComparator(\Person.name)]
/// Table(people, selection: $selected, sortOrder: $sortOrder) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Email", value: \.email)
/// }
/// .onChange(of: sortOrder) { people.sort(using: sortOrder) }
/// ```
///
/// Clicking a row selects it (and only it); clicking the title of a column made with a value sets the sort order:
/// that column first, ascending, or, when it already is first, in the other order. As in SwiftUI, the table does
/// not sort the rows itself: the app sorts its data by the order.
public struct Table<Value: Identifiable>: View {
  let rows: [Value]
  let columns: [TableColumn<Value>]
  let selection: TableSelection<Value.ID>
  let sortOrder: Binding<[KeyPathComparator<Value>]>?

  /// The height of each row and of the header.
  static var rowHeight: CGFloat { 24 }

  init<Data: RandomAccessCollection>(
    _ data: Data, selection: TableSelection<Value.ID>, sortOrder: Binding<[KeyPathComparator<Value>]>?,
    columns: [TableColumn<Value>]
  ) where Data.Element == Value {
    (rows, self.selection, self.sortOrder, self.columns) = (Array(data), selection, sortOrder, columns)
  }

  /// A table of `data`, without selection or sorting.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .none, sortOrder: nil, columns: columns())
  }

  /// A table of `data` where one row (or none) is selected.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .single(selection), sortOrder: nil, columns: columns())
  }

  /// A table of `data` where a set of rows is selected.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .multiple(selection), sortOrder: nil, columns: columns())
  }

  /// A table of `data` whose sortable columns set `sortOrder`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .none, sortOrder: sortOrder, columns: columns())
  }

  /// A table of `data` with one selected row (or none) whose sortable columns set `sortOrder`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .single(selection), sortOrder: sortOrder, columns: columns())
  }

  /// A table of `data` with a set of selected rows whose sortable columns set `sortOrder`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .multiple(selection), sortOrder: sortOrder, columns: columns())
  }

  public var body: some View {
    VStack(spacing: 0) {
      header
      ControlPalette.separator.frame(height: 1)
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
            rowView(row, index: index)
          }
        }
      }
    }
    .accessibilityDefaults { $0.role = .list }
  }

  private var header: some View {
    HStack(spacing: 0) {
      ForEach(columns.indices, id: \.self) { index in
        cell(of: columns[index]) { headerTitle(columns[index]) }
      }
    }
    .frame(height: Self.rowHeight)
  }

  @ViewBuilder private func headerTitle(_ column: TableColumn<Value>) -> some View {
    let order = sortDirection(of: column)
    if let comparator = column.comparator, let sortOrder {
      Button {
        let next: SortOrder = order == .forward ? .reverse : .forward
        sortOrder.wrappedValue.removeAll { $0.keyPath == column.sortKey }
        sortOrder.wrappedValue.insert(comparator(next), at: 0)
      } label: {
        HStack(spacing: 4) {
          column.title.fontWeight(.semibold)
          if let order {
            Image(systemName: order == .forward ? "chevron.up" : "chevron.down").imageScale(.small)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityValue(Text(order.map { $0 == .forward ? "Sorted ascending" : "Sorted descending" } ?? ""))
    } else {
      column.title.fontWeight(.semibold)
    }
  }

  /// The direction rows sort by `column`, when it is the first of the sort order.
  private func sortDirection(of column: TableColumn<Value>) -> SortOrder? {
    guard let first = sortOrder?.wrappedValue.first, column.sortKey != nil, first.keyPath == column.sortKey
    else { return nil }
    return first.order
  }

  private func rowView(_ row: Value, index: Int) -> some View {
    let isSelected = selection.contains(row.id)
    return HStack(spacing: 0) {
      ForEach(columns.indices, id: \.self) { column in
        cell(of: columns[column]) { columns[column].cell(row) }
      }
    }
    .frame(height: Self.rowHeight)
    .foregroundStyle(isSelected ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
    .background(
      isSelected
        ? AnyShapeStyle(Color.accentColor)
        : AnyShapeStyle(index.isMultiple(of: 2) ? Color.clear : Color.primary.opacity(0.04))
    )
    .contentShape(Rectangle())
    .onTapGesture { selection.select(row.id) }
    .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    .accessibilityDefaults { $0.role = .listItem }
  }

  /// A cell of `column`: its content, padded, at the column's width.
  @ViewBuilder private func cell(of column: TableColumn<Value>, @ViewBuilder content: () -> some View)
    -> some View
  {
    let padded = content().lineLimit(1).padding(.horizontal, 8)
    switch column.width {
    case .flexible: padded.frame(maxWidth: .infinity, alignment: .leading)
    case .fixed(let width): padded.frame(width: width, alignment: .leading)
    case .range(let min, let ideal, let max):
      padded.frame(minWidth: min, idealWidth: ideal, maxWidth: max ?? .infinity, alignment: .leading)
    }
  }
}
