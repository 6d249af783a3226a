import Foundation

/// What an ``AccessibilityElement`` says, as one value: the tree builder fills it in, and the element keeps it
/// shared among its copies.
struct AccessibilityElementFields: Hashable, Sendable {
  var id: AccessibilityElement.ID
  var role: AccessibilityRole
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var traits: AccessibilityTraits
  var frame: CGRect
  var headingLevel: AccessibilityHeadingLevel?
  var isChecked: Bool?
  var isExpanded: Bool?
  var isEnabled = true
  var isFocused = false
  var isFocusable = false
  var numericValue: AccessibilityNumericValue?
  var editableText: AccessibilityEditableText?
  var actions: [AccessibilityElement.Action] = []
  var inputLabels: [String] = []
  var sortPriority: Double = 0
  var children: [AccessibilityElement] = []
}
