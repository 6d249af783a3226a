import Foundation

/// A control for choosing one of a set of options. Each option is a view tagged with its value (`.tag(_:)`), or
/// made by a `ForEach` whose IDs are the values; the picker selects the option whose tag equals `selection`.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Chocolate").tag(Flavor.chocolate)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyleKind) private var style

  /// A picker of the options `content` builds, described by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let options = MenuEntry.entries(of: content).filter { !$0.isDivider }
    let choice = PickerChoice(options: options, selection: AnyHashable(selection.wrappedValue)) { tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
    switch style {
    case .menu: MenuPicker(label: label, choice: choice)
    case .segmented: SegmentedPicker(choice: choice)
    case .inline: InlinePicker(label: label, choice: choice, usesRadioButtons: false)
    case .radioGroup: InlinePicker(label: label, choice: choice, usesRadioButtons: true)
    }
  }
}

extension Picker where Label == Text {
  /// A picker with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: MenuContentProvider {
  /// Inside a menu, a picker is a submenu of its options, the selected one checked.
  func menuEntries() -> [MenuEntry] {
    let current = AnyHashable(selection.wrappedValue)
    let selection = self.selection
    let options = MenuEntry.entries(of: content).filter { !$0.isDivider }.map { option in
      var entry = option
      let tag = option.tag
      entry.kind = .action(
        role: nil,
        action: { if let value = tag?.base as? SelectionValue { selection.wrappedValue = value } })
      entry.isChecked = tag == current
      return entry
    }
    return [MenuEntry(kind: .submenu(options), label: AnyView(label))]
  }
}

/// A picker's options, which one is selected, and how to select another: what every picker style draws from.
@MainActor
struct PickerChoice {
  let options: [MenuEntry]
  let selection: AnyHashable
  let select: @MainActor (AnyHashable) -> Void

  /// The index of the selected option.
  var selectedIndex: Int? { options.firstIndex { $0.tag == selection } }

  /// Selects the option at `index`, when it has a tag.
  func select(at index: Int) {
    guard let tag = options[index].tag else { return }
    select(tag)
  }
}
