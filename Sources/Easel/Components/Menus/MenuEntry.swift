import Foundation

/// One entry of a menu, an alert's buttons or a picker's options, read from the views a builder made.
@MainActor
struct MenuEntry {
  enum Kind {
    /// A button: runs its action when chosen.
    case action(role: ButtonRole?, action: @MainActor () -> Void)
    /// A view that is not a button: a picker option, or a label in a menu.
    case option
    /// A separator line.
    case divider
    /// A nested menu.
    case submenu([MenuEntry])
  }

  var kind: Kind
  /// The view the entry shows; `nil` for dividers.
  var label: AnyView?
  /// The value of `.tag(_:)`, or the `ForEach` ID of the element that made the entry.
  var tag: AnyHashable?
  /// Whether the entry shows a checkmark (the selected option of a picker inside a menu).
  var isChecked = false
  /// The keyboard shortcut the entry's button was given, shown beside its label.
  var shortcut: KeyboardShortcut?
  /// A second shortcut that runs the entry without being shown.
  var alternateShortcut: KeyboardShortcut?
  /// Whether the entry's view was disabled: it shows dimmed and cannot be chosen.
  var isDisabled = false
  /// The tint the entry's view was given, which swipe action buttons are filled with.
  var tint: AnyShapeStyle?

  /// The entries `view` makes: buttons, dividers, menus and tagged views, through groups, conditionals and
  /// `ForEach`.
  static func entries<V: View>(of view: V) -> [MenuEntry] {
    if let provider = view as? any MenuContentProvider { return provider.menuEntries() }
    return [MenuEntry(kind: .option, label: AnyView(view))]
  }

  var role: ButtonRole? {
    if case .action(let role, _) = kind { return role }
    return nil
  }

  var isDivider: Bool {
    if case .divider = kind { return true }
    return false
  }
}

/// A view that lists menu entries of its own instead of being one option.
@MainActor
protocol MenuContentProvider {
  func menuEntries() -> [MenuEntry]
}

extension Button: MenuContentProvider {
  func menuEntries() -> [MenuEntry] { [MenuEntry(kind: .action(role: role, action: action), label: AnyView(label))] }
}

extension Divider: MenuContentProvider {
  func menuEntries() -> [MenuEntry] { [MenuEntry(kind: .divider)] }
}

extension EmptyView: MenuContentProvider {
  func menuEntries() -> [MenuEntry] { [] }
}

extension TupleView: MenuContentProvider {
  func menuEntries() -> [MenuEntry] {
    var collector: any ViewListVisitor = MenuEntryCollector()
    visitChildren(&collector)
    return (collector as! MenuEntryCollector).entries
  }
}

/// Collects the entries of a tuple's children.
private struct MenuEntryCollector: ViewListVisitor {
  var entries: [MenuEntry] = []
  mutating func visit<V: View>(_ view: V) { entries += MenuEntry.entries(of: view) }
}

extension Group: MenuContentProvider {
  func menuEntries() -> [MenuEntry] { MenuEntry.entries(of: content) }
}

extension Optional: MenuContentProvider where Wrapped: View {
  func menuEntries() -> [MenuEntry] { map { MenuEntry.entries(of: $0) } ?? [] }
}

extension _ConditionalContent: MenuContentProvider {
  func menuEntries() -> [MenuEntry] {
    switch storage {
    case .trueContent(let content): MenuEntry.entries(of: content)
    case .falseContent(let content): MenuEntry.entries(of: content)
    }
  }
}

extension AnyView: MenuContentProvider {
  func menuEntries() -> [MenuEntry] {
    guard let wrapped = view as? any View else { return [] }
    return MenuEntry.entries(of: wrapped)
  }
}

extension ForEach: MenuContentProvider where Content: View {
  /// Each element's entries carry the element's ID as their tag unless they have one (SwiftUI's implicit tag).
  func menuEntries() -> [MenuEntry] {
    var result: [MenuEntry] = []
    for element in data {
      let id = AnyHashable(element[keyPath: self.id])
      for var entry in MenuEntry.entries(of: content(element)) {
        if entry.tag == nil { entry.tag = id }
        result.append(entry)
      }
    }
    return result
  }
}

extension ModifiedContent: MenuContentProvider where Content: View, Modifier: ViewModifier {
  /// A tag sets the tag of its content's entries, a keyboard shortcut the shortcut of a single entry, and a
  /// disabling modifier disables them; other modifiers apply to the label of a single entry.
  func menuEntries() -> [MenuEntry] {
    var entries = MenuEntry.entries(of: content)
    if let tag = modifier as? TagModifier {
      for index in entries.indices where entries[index].tag == nil { entries[index].tag = tag.tag }
      return entries
    }
    if let shortcut = modifier as? KeyboardShortcutModifier {
      if entries.count == 1 { entries[0].shortcut = KeyboardShortcut(shortcut.key, modifiers: shortcut.modifiers) }
      return entries
    }
    if let alternate = modifier as? AlternateKeyboardShortcut {
      if entries.count == 1 { entries[0].alternateShortcut = alternate.shortcut }
      return entries
    }
    if let writer = modifier as? EnvironmentWritingModifier {
      var environment = EnvironmentValues()
      writer.write(&environment)
      if !environment.isEnabled {
        for index in entries.indices { entries[index].isDisabled = true }
      }
      if let tint = environment.tint {
        for index in entries.indices where entries[index].tint == nil { entries[index].tint = tint }
      }
    }
    if entries.count == 1, let label = entries[0].label {
      entries[0].label = AnyView(ModifiedContent<AnyView, Modifier>(content: label, modifier: modifier))
    }
    return entries
  }
}
