import Easel

/// The pages of the catalog, each showing one family of controls.
public enum CatalogSection: String, CaseIterable, Identifiable, Hashable, Sendable {
  case buttons, values, textInput, pickers, lists, navigation, presentations, symbols, settings, forms, containers,
    outlines, effects, layout, canvas, richText, scrolling

  public var id: Self { self }

  /// The page's name in the sidebar.
  public var title: String {
    switch self {
    case .buttons: "Buttons"
    case .values: "Toggles & Values"
    case .textInput: "Text Input"
    case .pickers: "Pickers & Menus"
    case .lists: "Lists & Grids"
    case .navigation: "Navigation & Tabs"
    case .presentations: "Sheets & Alerts"
    case .symbols: "Symbols"
    case .settings: "Settings"
    case .forms: "Forms"
    case .containers: "Containers"
    case .outlines: "Outlines & Gauges"
    case .effects: "Shapes & Effects"
    case .layout: "Layout"
    case .canvas: "Canvas"
    case .richText: "Rich Text"
    case .scrolling: "Scrolling"
    }
  }

  /// The page's icon in the sidebar.
  public var systemImage: String {
    switch self {
    case .buttons: "hand.tap"
    case .values: "power"
    case .textInput: "text.cursor"
    case .pickers: "line.3.horizontal"
    case .lists: "list.bullet"
    case .navigation: "sidebar.left"
    case .presentations: "doc.text"
    case .symbols: "sparkles"
    case .settings: "gearshape"
    case .forms: "square.and.pencil"
    case .containers: "square.grid.2x2"
    case .outlines: "chart.bar"
    case .effects: "paintpalette"
    case .layout: "tag"
    case .canvas: "paintbrush"
    case .richText: "character.book.closed"
    case .scrolling: "arrow.down"
    }
  }
}

/// The content of one catalog page.
public struct CatalogPage: View {
  let section: CatalogSection

  /// The page for `section`.
  public init(_ section: CatalogSection) { self.section = section }

  public var body: some View {
    switch section {
    case .buttons: ButtonsPage()
    case .values: ValuesPage()
    case .textInput: TextInputPage()
    case .pickers: PickersPage()
    case .lists: ListsPage()
    case .navigation: NavigationPage()
    case .presentations: PresentationsPage()
    case .symbols: SymbolsPage()
    case .settings: SettingsPage()
    case .forms: FormsPage()
    case .containers: ContainersPage()
    case .outlines: OutlinesPage()
    case .effects: EffectsPage()
    case .layout: LayoutPage()
    case .canvas: CanvasPage()
    case .richText: RichTextPage()
    case .scrolling: ScrollingPage()
    }
  }
}
