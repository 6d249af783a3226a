import Foundation

/// A view that switches between child views, one shown at a time: by a tab bar along the bottom, or, with
/// `.tabViewStyle(.page)`, by swiping between pages.
///
/// Give each child a `.tabItem { Label("Home", systemImage: "house") }` and a `.tag(_:)` to select it by. A tab
/// keeps its state when you switch away and back.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var ownSelection: AnyHashable?
  @State private var visits = TabVisits()
  @Environment(\.tabViewPageStyle) private var pageStyle

  /// A tab view whose selected tab is the one tagged with `selection`'s value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let entries = TabEntryCollector.entries(of: content)
    let selected = selectedTag(in: entries)
    if let pageStyle {
      TabPages(entries: entries, selected: selected, indexDisplayMode: pageStyle.indexDisplayMode, select: select)
    } else {
      let shown = visits.recording(selected, among: entries)
      VStack(spacing: 0) {
        ZStack {
          ForEach(shown.indices, id: \.self) { index in
            shown[index].view
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .environment(\.tabPreferences, visits.preferences(for: shown[index].tag))
              .modifier(TabVisibilityModifier(isVisible: shown[index].tag == selected))
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        TabBar(
          entries: entries, selected: selected, preferences: selected.map { visits.preferences(for: $0) },
          select: select)
      }
    }
  }

  /// The tag of the selected tab: the binding's value or the tab view's own choice, else the first tab.
  private func selectedTag(in entries: [TabEntry]) -> AnyHashable? {
    let candidate = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
    if let candidate, entries.contains(where: { $0.tag == candidate }) { return candidate }
    return selection == nil ? entries.first?.tag : candidate
  }

  private func select(_ tag: AnyHashable) {
    if let selection {
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    } else {
      ownSelection = tag
    }
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection, starting with the first tab.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}
