import Foundation

/// A tree of data shown as items that disclose their children, as SwiftUI's `OutlineGroup`; `List(_:children:)`
/// puts one in a list.
///
/// An item whose `children` is not `nil` (an empty array included) is a branch with a disclosure chevron before
/// its content: clicking the chevron shows its children below it, indented, or hides them. Branches start
/// collapsed, as in SwiftUI. In a list each root is a row, holding its descendants.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///   Label(folder.name, systemImage: "folder")
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let roots: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// An outline of `data`, whose elements are identified by `id`, with the children each has at `children`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    (roots, self.id, self.children, self.content) = (data, id, children, content)
  }

  /// One item per root, each with its descendants: in a list, each root is a row.
  var items: ForEach<Data, ID, OutlineItem<Data, ID, Leaf>> {
    let (id, children, content) = (self.id, self.children, self.content)
    return ForEach(roots, id: id) { OutlineItem(element: $0, id: id, children: children, content: content) }
  }

  public var body: some View { items }
}

extension OutlineGroup: LazyItemGroup {
  func visitLazyChildren(_ visitor: inout any ViewListVisitor) { visitor.visit(items) }
}

/// An element of an outline with, when it is a branch, a disclosure chevron before it and, while expanded, its
/// children below it, indented.
struct OutlineItem<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let element: Data.Element
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf
  @State private var isExpanded = false

  /// The indentation of each level, and the width of the chevron.
  static var indentation: CGFloat { 16 }

  var body: some View {
    let descendants = element[keyPath: children]
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 4) {
        if descendants != nil {
          disclosureButton
        } else {
          Color.clear.frame(width: Self.indentation, height: Self.indentation)
        }
        content(element).frame(maxWidth: .infinity, alignment: .leading)
      }
      if isExpanded, let descendants {
        ForEach(descendants, id: id) { child in
          OutlineItem(element: child, id: id, children: children, content: content)
        }
        .padding(.leading, Self.indentation)
      }
    }
  }

  private var disclosureButton: some View {
    Button {
      withAnimation(DisclosureGroup<EmptyView, EmptyView>.animation) { isExpanded.toggle() }
    } label: {
      Image(systemName: "chevron.right")
        .imageScale(.small)
        .foregroundStyle(.secondary)
        .rotationEffect(.degrees(isExpanded ? 90 : 0))
        .frame(width: Self.indentation, height: Self.indentation)
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(isExpanded ? "Collapse" : "Expand"))
    .accessibilityDefaults { [isExpanded] in $0.isExpanded = isExpanded }
  }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
  /// An outline of identifiable `data`, with the children each element has at `children`.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// An outline of one identifiable root and its descendants.
  public init<Root>(
    _ root: Root, children: KeyPath<Root, Data?>, @ViewBuilder content: @escaping (Root) -> Leaf
  ) where Data == [Root] {
    self.init([root], id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows of a tree of identifiable data: each element a row, its children shown under it, indented,
  /// when its disclosure chevron is clicked.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
}

extension List {
  /// A selectable list of the rows of a tree of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}
