import Foundation

/// Arranges the menu bar: the standard menus with their groups (an app's groups before, after or in place of the
/// standard ones), the app's own menus after View, and Help last. Menus with no items are left out.
@MainActor
struct MenuBarLayout {
  /// One menu of the bar: its title and its entries.
  struct Menu {
    let title: Text
    let entries: [MenuEntry]
  }

  private static let standardMenus: [(title: Text, groups: [CommandGroupPlacement])] = [
    (Text("File"), [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
    (Text("Edit"), [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
    (
      Text("View"),
      [.toolbar, .sidebar, .windowSize, .windowArrangement, .windowList, .singleWindowList]
    ),
  ]
  private static let helpGroups: [CommandGroupPlacement] = [.help, .appInfo]

  /// The menus for the app's `contributions`, with `standardGroup` giving the items a window has in each standard
  /// group (`nil` for none).
  static func menus(
    contributions: [CommandContribution], standardGroup: (CommandGroupPlacement) -> AnyView?
  ) -> [Menu] {
    func entries(of placement: CommandGroupPlacement) -> [MenuEntry] {
      var before: [MenuEntry] = []
      var replacement: [MenuEntry]?
      var after: [MenuEntry] = []
      for case .group(let group, let position, let content) in contributions where group == placement {
        let added = MenuEntry.entries(of: content)
        switch position {
        case .before: before += added
        case .after: after += added
        case .replacing: replacement = (replacement ?? []) + added
        }
      }
      return before + (replacement ?? standardGroup(placement).map { MenuEntry.entries(of: $0) } ?? []) + after
    }
    func menu(_ title: Text, groups: [CommandGroupPlacement]) -> Menu? {
      let sections = groups.map(entries(of:)).filter { !$0.isEmpty }
      guard !sections.isEmpty else { return nil }
      let divided = sections.dropFirst().reduce(sections[0]) { $0 + [MenuEntry(kind: .divider)] + $1 }
      return Menu(title: title, entries: divided)
    }
    var menus = standardMenus.compactMap { menu($0.title, groups: $0.groups) }
    for case .menu(let title, let content) in contributions {
      menus.append(Menu(title: title, entries: MenuEntry.entries(of: content)))
    }
    if let help = menu(Text("Help"), groups: helpGroups) { menus.append(help) }
    return menus
  }
}
