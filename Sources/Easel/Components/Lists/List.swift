import Foundation

/// A container that presents rows of data in a single column, optionally selectable, grouped in sections.
///
/// Rows are built lazily, as in a `LazyVStack`, inside the list's own scroll view. Rows are at least 44 points
/// tall (as on iOS), separators run below each row except a section's last, inset like the content. With a
/// selection binding, a click selects a row (its `ForEach` element's ID is its value); in the set form Ctrl-click
/// toggles a row and Shift-click extends from the last clicked row. Delete or Backspace deletes the selected rows
/// of a `ForEach` that has `onDelete`.
public struct List<SelectionValue: Hashable, Content: View>: View {
  private enum Selection {
    case none
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Set<SelectionValue>>)
  }

  private let selection: Selection
  private let content: Content
  @Environment(\.listStyleKind) private var style
  @Environment(\.listContentMaximumWidth) private var maximumWidth
  @State private var anchor = SelectionAnchor()
  @State private var openSwipe = ListOpenSwipe()

  /// A list that selects one row at a time.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map { .single($0) } ?? .none
    self.content = content()
  }

  /// A list that selects any number of rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map { .multiple($0) } ?? .none
    self.content = content()
  }

  public var body: some View {
    let style = self.style
    ScrollView {
      if let maximumWidth {
        ListContent(style: style, content: content).frame(maxWidth: maximumWidth).frame(maxWidth: .infinity)
      } else {
        ListContent(style: style, content: content)
      }
    }
    .accessibilityDefaults { $0.role = .list }
    .environment(\.listSelectionContext, selectionContext)
    .environment(\.listOpenSwipe, openSwipe)
    .background(
      style.isGrouped || style == .sidebar ? ControlPalette.groupedBackground : ControlPalette.windowBackground
    )
    .onKeyPress(keys: [.delete, .deleteForward]) { _ in deleteSelectedRows() ? .handled : .ignored }
  }

  private var selectedValues: Set<SelectionValue> {
    switch selection {
    case .none: []
    case .single(let binding): binding.wrappedValue.map { [$0] } ?? []
    case .multiple(let binding): binding.wrappedValue
    }
  }

  private var selectionContext: ListSelectionContext? {
    if case .none = selection { return nil }
    let selected = Set(selectedValues.map { AnyHashable($0) })
    let selection = self.selection
    let content = self.content
    let style = self.style
    let anchor = self.anchor
    return ListSelectionContext(selected: selected) { value, modifiers in
      guard let clicked = value.base as? SelectionValue else { return }
      let modifiers = modifiers.normalizedForLinux
      switch selection {
      case .none: break
      case .single(let binding):
        binding.wrappedValue = modifiers.contains(.control) && binding.wrappedValue == clicked ? nil : clicked
      case .multiple(let binding):
        var values = binding.wrappedValue
        if modifiers.contains(.shift), let start = anchor.value as? SelectionValue {
          let ordered = Self.rowValues(of: content, style: style)
          if let from = ordered.firstIndex(of: start), let to = ordered.firstIndex(of: clicked) {
            let range = Set(ordered[min(from, to)...max(from, to)])
            values = modifiers.contains(.control) ? values.union(range) : range
          }
        } else if modifiers.contains(.control) {
          if values.contains(clicked) { values.remove(clicked) } else { values.insert(clicked) }
          anchor.value = clicked
        } else {
          values = [clicked]
          anchor.value = clicked
        }
        binding.wrappedValue = values
      }
    }
  }

  /// The selection values of the rows, in order, without building any row.
  private static func rowValues(of content: Content, style: ListStyleKind) -> [SelectionValue] {
    let items = ListItemCollector.items(of: content, style: style)
    var values: [SelectionValue] = []
    for segment in items.segments {
      for index in 0..<segment.count {
        if let value = segment.id(index).base as? SelectionValue { values.append(value) }
      }
    }
    return values
  }

  /// Deletes the selected rows of every `ForEach` with `onDelete`; returns whether any were.
  private func deleteSelectedRows() -> Bool {
    let selected = selectedValues
    guard !selected.isEmpty else { return false }
    let items = ListItemCollector.items(of: content, style: style)
    var deleted = false
    // Later segments first, so that deleting from one does not move the offsets of the others' data.
    for segment in items.segments.reversed() {
      guard let action = segment.deleteAction else { continue }
      var offsets = IndexSet()
      for index in 0..<segment.count {
        if let value = segment.id(index).base as? SelectionValue, selected.contains(value) { offsets.insert(index) }
      }
      guard !offsets.isEmpty else { continue }
      action(offsets)
      deleted = true
    }
    guard deleted else { return false }
    switch selection {
    case .none: break
    case .single(let binding): binding.wrappedValue = nil
    case .multiple(let binding): binding.wrappedValue = []
    }
    return true
  }
}

/// The row a Shift-click extends the selection from.
@MainActor
final class SelectionAnchor {
  var value: AnyHashable?
}

extension List where SelectionValue == Never {
  /// A list without selection.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = .none
    self.content = content()
  }

  /// A list of rows computed from identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list of rows computed from data identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A list of rows for a constant range of integers.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

extension List {
  /// A selectable list of rows computed from identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A multiple-selection list of rows computed from identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A selectable list of rows computed from data identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A multiple-selection list of rows computed from data identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}
