import Foundation

/// A view that presents two or three columns side by side: a sidebar, an optional content column, and a detail.
///
/// The sidebar usually holds a `List(selection:)`; the detail shows what is selected. Each column is a navigation
/// stack of its own, so `navigationTitle` and `NavigationLink` work in each. Lists in the sidebar take the sidebar
/// list style. The sidebar is 240 points wide and the content column 280, unless a column's view sets its width
/// with ``View/navigationSplitViewColumnWidth(_:)``; the detail takes the rest. Drag the divider after a column to
/// resize it, within the minimum and maximum the column's view sets (150 to 400 points unless it sets them). Hide
/// columns through `columnVisibility`.
///
/// ```swift
/// NavigationSplitView {
///   List(folders, selection: $selection) { folder in Text(folder.name) }
/// } detail: {
///   if let selection { FolderView(id: selection) } else { Text("Select a folder") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic
  @State private var sidebarController = SplitColumnController()
  @State private var contentController = SplitColumnController()

  /// A three-column view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    (self.sidebar, self.content, self.detail) = (sidebar(), content(), detail())
    columnVisibility = nil
  }

  /// A three-column view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    (self.sidebar, self.content, self.detail) = (sidebar(), content(), detail())
    self.columnVisibility = columnVisibility
  }

  private var hasContentColumn: Bool { Content.self != EmptyView.self }

  public var body: some View {
    let visibility = columnVisibility?.wrappedValue ?? ownVisibility
    let showsSidebar = visibility != .detailOnly && (visibility != .doubleColumn || !hasContentColumn)
    let showsContent = hasContentColumn && visibility != .detailOnly
    HStack(spacing: 0) {
      if showsSidebar {
        SplitColumn(defaultWidth: 240, controller: sidebarController) { NavigationStack { sidebar } }
          .listStyle(.sidebar)
          .background(ControlPalette.groupedBackground)
        SplitDivider(controller: sidebarController)
      }
      if showsContent {
        SplitColumn(defaultWidth: 280, controller: contentController) { NavigationStack { content } }
        SplitDivider(controller: contentController)
      }
      NavigationStack { detail }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column view: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A two-column view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}
