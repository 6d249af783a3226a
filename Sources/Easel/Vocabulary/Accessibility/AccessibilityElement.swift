import Foundation

/// One element of a window's accessibility tree as Easel keeps it: what assistive technologies are told about a
/// view. ``ViewGraph/accessibilityTree()`` gives the tree, ``ViewGraph/accessibilityElements()`` the same elements
/// in reading order, and tests find them by label or identifier (`ViewHost.find(accessibilityLabel:)`).
///
/// Copies share one description until one of them changes: the accessibility phase keeps the elements of the views
/// that did not change since the last frame and copies them into the new tree for the price of a reference each.
public struct AccessibilityElement: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// An element's identity: the same while its view stays on screen, so that a bridge can update what it made for
  /// it, and new when the view is made anew.
  public struct ID: Hashable, Sendable {
    let node: ObjectIdentifier
  }

  /// What an element says, shared by its copies; a change makes a new one.
  private final class Storage: Sendable {
    let fields: AccessibilityElementFields
    init(_ fields: AccessibilityElementFields) { self.fields = fields }
  }

  private var storage: Storage

  /// The element `fields` describe.
  init(_ fields: AccessibilityElementFields) { storage = Storage(fields) }

  /// What the element says, field by field.
  var fields: AccessibilityElementFields {
    // Read in place: a copy of every field to read one would retain and release each of its strings and arrays.
    _read { yield storage.fields }
    set { storage = Storage(newValue) }
  }

  /// Whether `other` is a copy of this element with nothing changed since: the same description, not just an equal
  /// one. A bridge leaves what it made for such an element alone, children included.
  package func isUnchangedCopy(of other: AccessibilityElement) -> Bool { storage === other.storage }

  public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  /// Its fields, for test failures and logs.
  public var description: String { String(describing: storage.fields) }

  /// The element's identity.
  public var id: ID {
    get { fields.id }
    set { fields.id = newValue }
  }
  /// What kind of element it is.
  public var role: AccessibilityRole {
    get { fields.role }
    set { fields.role = newValue }
  }
  /// What the element is called: its `accessibilityLabel`, else its text.
  public var label: String? {
    get { fields.label }
    set { fields.label = newValue }
  }
  /// Its current value: `accessibilityValue`, a toggle's state, a field's text.
  public var value: String? {
    get { fields.value }
    set { fields.value = newValue }
  }
  /// What using it does: `accessibilityHint`.
  public var hint: String? {
    get { fields.hint }
    set { fields.hint = newValue }
  }
  /// Its identifier for UI tests: `accessibilityIdentifier`.
  public var identifier: String? {
    get { fields.identifier }
    set { fields.identifier = newValue }
  }
  /// What kind of element it is, as SwiftUI's traits say.
  public var traits: AccessibilityTraits {
    get { fields.traits }
    set { fields.traits = newValue }
  }
  /// Where it is, in the window's coordinates.
  public var frame: CGRect {
    get { fields.frame }
    set { fields.frame = newValue }
  }
  /// A heading's level.
  public var headingLevel: AccessibilityHeadingLevel? {
    get { fields.headingLevel }
    set { fields.headingLevel = newValue }
  }
  /// On or off, for toggles.
  public var isChecked: Bool? {
    get { fields.isChecked }
    set { fields.isChecked = newValue }
  }
  /// Open or closed, for disclosure groups and menus.
  public var isExpanded: Bool? {
    get { fields.isExpanded }
    set { fields.isExpanded = newValue }
  }
  /// Whether it can be used (`disabled(false)`).
  public var isEnabled: Bool {
    get { fields.isEnabled }
    set { fields.isEnabled = newValue }
  }
  /// Whether it, or the control it is, has the keyboard focus.
  public var isFocused: Bool {
    get { fields.isFocused }
    set { fields.isFocused = newValue }
  }
  /// Whether it takes the keyboard focus (by Tab).
  public var isFocusable: Bool {
    get { fields.isFocusable }
    set { fields.isFocusable = newValue }
  }
  /// A slider's, stepper's or progress view's value.
  public var numericValue: AccessibilityNumericValue? {
    get { fields.numericValue }
    set { fields.numericValue = newValue }
  }
  /// A text field's text and selection.
  public var editableText: AccessibilityEditableText? {
    get { fields.editableText }
    set { fields.editableText = newValue }
  }
  /// What it can be asked to do.
  public var actions: [Action] {
    get { fields.actions }
    set { fields.actions = newValue }
  }
  /// What voice control may call it besides its label: `accessibilityInputLabels`.
  public var inputLabels: [String] {
    get { fields.inputLabels }
    set { fields.inputLabels = newValue }
  }
  /// Where it comes in its container's reading order: `accessibilitySortPriority`, higher first.
  public var sortPriority: Double {
    get { fields.sortPriority }
    set { fields.sortPriority = newValue }
  }
  /// The elements inside it (a list's rows, a dialog's controls), in reading order.
  public var children: [AccessibilityElement] {
    get { fields.children }
    set { fields.children = newValue }
  }

  /// Whether it is the chosen one of a group (`.isSelected`).
  public var isSelected: Bool { traits.contains(.isSelected) }

  /// It and every element inside it, in reading order.
  public var flattened: [AccessibilityElement] {
    [self] + children.flatMap(\.flattened)
  }

  /// The element and its children moved by `offset`, as when a view above them moved and they did not change.
  func moved(by offset: CGSize) -> AccessibilityElement {
    var fields = fields
    fields.frame = fields.frame.offsetBy(dx: offset.width, dy: offset.height)
    fields.children = fields.children.map { $0.moved(by: offset) }
    return AccessibilityElement(fields)
  }
}
