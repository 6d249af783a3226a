import CEaselShim
import CGtk
import Easel

/// The widget that stands for one accessibility element: it draws nothing, takes no clicks, and shows assistive
/// technologies the element's role, name, states, value and actions at the element's place.
@MainActor
final class AccessibilityProxy {
  let widget: UnsafeMutablePointer<GtkWidget>
  let role: AccessibilityRole
  /// What it last showed, so that only changes reach GTK (and the reader hears only what changed).
  private var shown: AccessibilityElement?
  /// The elements whose proxies are its children, in order.
  var childIDs: [AccessibilityElement.ID] = []

  /// A proxy of `role` whose actions, performed by an assistive technology, call `perform` with their names.
  init(role: AccessibilityRole, perform: @escaping @MainActor (String) -> Void) {
    self.role = role
    let handler = SignalHandler<String>(perform)
    let onAction: EaselProxyActionHandler = { action, data in
      guard let action else { return }
      let name = String(cString: action)
      MainActor.assumeIsolated { SignalHandler<String>.from(data).action(name) }
    }
    widget = easel_proxy_new(role.gtkRole, onAction, handler.retainedPointer(), releaseHandlerData)
    // Its own reference: it outlives a parent proxy removed first.
    g_object_ref_sink(widget)
  }

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
    let description = Self.description(of: element)
    if old.flatMap(Self.description) != description {
      easel_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }
    if old?.value != element.value {
      easel_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, element.value)
    }
    if old?.numericValue != element.numericValue, let number = element.numericValue {
      easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, number.value)
      if let range = number.range {
        easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, range.lowerBound)
        easel_accessible_set_double(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, range.upperBound)
      }
    }
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

  /// The proxy's name. A proxy without one is read by its class name: it is named by its role at least.
  private static func name(of element: AccessibilityElement) -> String {
    element.label ?? element.identifier ?? element.role.rawValue
  }

  /// The value and the hint, which Orca speaks when they change on the focused element: a value the arrow keys
  /// changed is heard.
  private static func description(of element: AccessibilityElement) -> String? {
    let parts = [element.value, element.hint].compactMap { $0 }
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
    case .group: GTK_ACCESSIBLE_ROLE_GROUP
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
