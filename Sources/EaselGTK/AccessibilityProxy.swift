import CEaselShim
import CGtk
import Easel
import EaselCairo

/// The widget that stands for one accessibility element: it draws nothing, takes no clicks, and shows assistive
/// technologies the element's role, name, states, value and actions at the element's place.
@MainActor
final class AccessibilityProxy {
  let widget: UnsafeMutablePointer<GtkWidget>
  let role: AccessibilityRole
  let kind: EaselProxyKind
  /// What it last showed, so that only changes reach GTK (and the reader hears only what changed).
  private var shown: AccessibilityElement?
  /// The elements whose proxies are its children, in order.
  var childIDs: [AccessibilityElement.ID] = []

  /// A proxy for `element` whose actions, performed by an assistive technology, call `perform` with their names
  /// ("value" for a value the reader set on a range proxy, "text" for a reader's edit of a text proxy).
  init(for element: AccessibilityElement, perform: @escaping @MainActor (String) -> Void) {
    role = element.role
    kind = Self.kind(for: element)
    let handler = SignalHandler<String>(perform)
    let onAction: EaselProxyActionHandler = { action, data in
      guard let action else { return }
      let name = String(cString: action)
      MainActor.assumeIsolated { SignalHandler<String>.from(data).action(name) }
    }
    widget = easel_proxy_new(kind, role.gtkRole, onAction, handler.retainedPointer(), releaseHandlerData)
    // Its own reference: it outlives a parent proxy removed first.
    g_object_ref_sink(widget)
    GObjectCensus.count(widget)
  }

  /// The widget that stands for `element`: GTK 4.8 gives AT-SPI's Value interface only to its range widgets (a
  /// stepper's step only to its spin button) and
  /// its Text interface only to its text widgets, so sliders, progress and text fields have those.
  static func kind(for element: AccessibilityElement) -> EaselProxyKind {
    switch element.role {
    case .slider where element.numericValue?.range != nil: EASEL_PROXY_KIND_RANGE
    case .spinButton where element.numericValue != nil: EASEL_PROXY_KIND_SPIN
    case .progressIndicator where element.numericValue != nil: EASEL_PROXY_KIND_PROGRESS
    case let role where role.takesText && element.editableText != nil: EASEL_PROXY_KIND_TEXT
    default: EASEL_PROXY_KIND_PLAIN
    }
  }

  /// Whether it can stand for `element`: the role and the kind of widget are fixed once an assistive technology
  /// has read them.
  func fits(_ element: AccessibilityElement) -> Bool { role == element.role && kind == Self.kind(for: element) }

  /// Shows its element's value again, over one a reader set that the view did not take.
  func showAgain() {
    if let number = shown?.numericValue { show(number) }
  }

  /// Forgets the value it showed, which a reader set: its next update shows the view's value whatever it is.
  func forgetValue() { shown?.numericValue = nil }

  /// Forgets the text it showed, which a reader's edit replaced: its next update shows the field's text whatever it
  /// is (the field may have taken the edit, filtered it, or kept its own text).
  func forgetText() { shown?.editableText = nil }

  /// The value a reader set on a range or spin proxy.
  var valueSet: Double { easel_value_proxy_get_value(widget) }

  /// The text of a text proxy, as a reader edited it.
  var textSet: String { String(cString: easel_entry_proxy_get_text(widget)) }

  var parent: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }
  var previousSibling: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_prev_sibling(widget) }

  /// Takes the proxy out of the tree and lets it go.
  func remove() {
    if parent != nil { gtk_widget_unparent(widget) }
    g_object_unref(widget)
  }

  /// Whether it shows `element` already: an unchanged copy of the element it last showed, children included.
  func shows(_ element: AccessibilityElement) -> Bool { shown?.isUnchangedCopy(of: element) ?? false }

  /// Shows `element`'s description, changing only what differs from the last one shown.
  func show(_ element: AccessibilityElement) {
    let old = shown
    shown = element
    if old?.frame != element.frame {
      let frame = element.frame
      easel_accessible_set_rect(widget, frame.minX, frame.minY, frame.width, frame.height)
    }
    let label = Self.name(of: element)
    if old.map(Self.name) != label { easel_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label) }
    let description = Self.description(of: element, kind: kind)
    if old.flatMap({ Self.description(of: $0, kind: kind) }) != description {
      easel_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }
    if old?.value != element.value, kind != EASEL_PROXY_KIND_TEXT {
      easel_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, element.value)
    }
    if old?.numericValue != element.numericValue, let number = element.numericValue { show(number) }
    if old?.editableText != element.editableText, let text = element.editableText { show(text) }
    if old?.headingLevel != element.headingLevel, let level = element.headingLevel, level != .unspecified {
      easel_accessible_set_int(widget, GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(level.rawValue))
    }
    if old?.isChecked != element.isChecked {
      easel_accessible_set_checked(widget, element.isChecked.map { $0 ? 1 : 0 } ?? -1)
    }
    if old?.isExpanded != element.isExpanded {
      easel_accessible_set_bool_state(
        widget, GTK_ACCESSIBLE_STATE_EXPANDED, element.isExpanded.map { $0 ? 1 : 0 } ?? -1)
    }
    if old?.isSelected != element.isSelected {
      easel_accessible_set_bool_state(widget, GTK_ACCESSIBLE_STATE_SELECTED, element.isSelected ? 1 : -1)
    }
    if old?.isEnabled != element.isEnabled {
      // Insensitive also blocks its actions; the actions are withdrawn too, as GTK still lists them.
      gtk_widget_set_sensitive(widget, element.isEnabled ? 1 : 0)
    }
    if old?.isFocusable != element.isFocusable { gtk_widget_set_focusable(widget, element.isFocusable ? 1 : 0) }
    if old?.actions != element.actions || old?.isEnabled != element.isEnabled {
      showActions(element.isEnabled ? element.actions : [])
    }
  }

  private func show(_ number: AccessibilityNumericValue) {
    switch kind {
    case EASEL_PROXY_KIND_RANGE:
      // GTK's scale describes its value itself, from its adjustment.
      let range = number.range ?? number.value...number.value
      easel_scale_proxy_set_value(
        widget, number.value, range.lowerBound, range.upperBound, (range.upperBound - range.lowerBound) / 20)
    case EASEL_PROXY_KIND_SPIN:
      // Unbounded, it still needs bounds: the largest a double holds.
      let range = number.range ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      easel_spin_proxy_set_value(widget, number.value, range.lowerBound, range.upperBound, number.step ?? 1)
    case EASEL_PROXY_KIND_PROGRESS:
      let range = number.range ?? 0...1
      let span = range.upperBound - range.lowerBound
      easel_progress_proxy_set_fraction(widget, span > 0 ? (number.value - range.lowerBound) / span : 0)
    default:
      easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, number.value)
      if let range = number.range {
        easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, range.lowerBound)
        easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, range.upperBound)
      }
    }
  }

  /// Shows a field's text and selection on a text proxy; GTK counts in Unicode code points, Easel in characters.
  private func show(_ text: AccessibilityEditableText) {
    guard kind == EASEL_PROXY_KIND_TEXT else { return }
    func scalars(before offset: Int) -> Int32 { Int32(text.text.prefix(offset).unicodeScalars.count) }
    easel_entry_proxy_set_text(
      widget, text.text, scalars(before: text.selection.lowerBound), scalars(before: text.selection.upperBound))
  }

  /// The proxy's name. A proxy without one is read by its class name: it is named by its role at least, in words
  /// ("scroll area").
  private static func name(of element: AccessibilityElement) -> String {
    element.label ?? element.identifier
      ?? element.role.rawValue.reduce(into: "") { words, letter in
        words += letter.isUppercase ? " " + letter.lowercased() : String(letter)
      }
  }

  /// The value and the hint, which Orca speaks when they change on the focused element: a value the arrow keys
  /// changed is heard. A text proxy holds its text itself.
  private static func description(of element: AccessibilityElement, kind: EaselProxyKind) -> String? {
    let parts = [kind == EASEL_PROXY_KIND_TEXT ? nil : element.value, element.hint].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private func showActions(_ actions: [AccessibilityElement.Action]) {
    var mask: UInt32 = 0
    var named: [String] = []
    for action in actions {
      switch action {
      case .default: mask |= EASEL_PROXY_ACTION_ACTIVATE.rawValue
      case .increment: mask |= EASEL_PROXY_ACTION_INCREMENT.rawValue
      case .decrement: mask |= EASEL_PROXY_ACTION_DECREMENT.rawValue
      case .escape: mask |= EASEL_PROXY_ACTION_ESCAPE.rawValue
      case .delete: mask |= EASEL_PROXY_ACTION_DELETE.rawValue
      case .showMenu: mask |= EASEL_PROXY_ACTION_SHOW_MENU.rawValue
      case .magicTap: mask |= EASEL_PROXY_ACTION_MAGIC_TAP.rawValue
      case .named(let name): named.append(name)
      }
    }
    easel_proxy_set_actions(widget, mask)
    var pointers = named.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { names in
        easel_proxy_set_named_actions(widget, names.baseAddress, UInt32(named.count))
      }
    }
  }
}

extension AccessibilityRole {
  /// The GTK role that tells AT-SPI clients the same.
  var gtkRole: GtkAccessibleRole {
    switch self {
    // GTK's own scrolled window is a group too.
    case .group, .scrollArea: GTK_ACCESSIBLE_ROLE_GROUP
    case .staticText: GTK_ACCESSIBLE_ROLE_LABEL
    case .image: GTK_ACCESSIBLE_ROLE_IMG
    case .heading: GTK_ACCESSIBLE_ROLE_HEADING
    case .button, .menuButton: GTK_ACCESSIBLE_ROLE_BUTTON
    case .link: GTK_ACCESSIBLE_ROLE_LINK
    case .checkBox: GTK_ACCESSIBLE_ROLE_CHECKBOX
    case .switchButton: GTK_ACCESSIBLE_ROLE_SWITCH
    case .radioButton: GTK_ACCESSIBLE_ROLE_RADIO
    case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
    case .spinButton: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON
    case .progressIndicator: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
    case .textField, .secureTextField, .textEditor: GTK_ACCESSIBLE_ROLE_TEXT_BOX
    case .searchField: GTK_ACCESSIBLE_ROLE_SEARCH_BOX
    case .comboBox: GTK_ACCESSIBLE_ROLE_COMBO_BOX
    case .list: GTK_ACCESSIBLE_ROLE_LIST
    case .listItem: GTK_ACCESSIBLE_ROLE_LIST_ITEM
    case .tabList: GTK_ACCESSIBLE_ROLE_TAB_LIST
    case .tab: GTK_ACCESSIBLE_ROLE_TAB
    case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
    case .menuBar: GTK_ACCESSIBLE_ROLE_MENU_BAR
    case .menu: GTK_ACCESSIBLE_ROLE_MENU
    case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
    case .radioMenuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO
    case .alert: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
    }
  }
}

extension AccessibilityRole {
  /// Whether the role's views take typed text, which the drawing area's input method composes.
  var takesText: Bool { [.textField, .secureTextField, .searchField, .textEditor].contains(self) }
}
