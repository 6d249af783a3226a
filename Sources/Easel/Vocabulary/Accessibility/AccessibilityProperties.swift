import Foundation

/// What the accessibility modifiers on one view say; `nil` leaves a property to the modifiers inside.
///
/// Controls describe themselves with properties marked ``isDefault`` (a `Button`'s role and action, a `Slider`'s
/// value and range); an app's own modifiers override them wherever they sit.
struct AccessibilityProperties {
  var label: Text?
  var value: Text?
  var hint: Text?
  var identifier: String?
  var hidden: Bool?
  var children: AccessibilityChildBehavior?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var role: AccessibilityRole?
  var headingLevel: AccessibilityHeadingLevel?
  /// On or off, for toggles.
  var isChecked: Bool?
  /// Open or closed, for disclosure groups and menus.
  var isExpanded: Bool?
  /// A numeric value and its range, for sliders, steppers and progress.
  var numericValue: AccessibilityNumericValue?
  /// What ``AccessibilityActionKind``s do.
  var actions: [AccessibilityElement.Action: @MainActor () -> Void] = [:]
  /// The element's own named actions, in the order given.
  var namedActions: [(name: Text, handler: @MainActor () -> Void)] = []
  /// What an assistive technology's scrolling does, toward which edges.
  var scroll: AccessibilityScrollAction?
  /// The role of an element no modifier gives one: a scroll view is a scroll area, unless a list around it says it is
  /// a list.
  var fallbackRole: AccessibilityRole?
  /// What increment and decrement do.
  var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
  /// What setting a value does, for a control whose value a reader may set directly (a slider).
  var setValue: (@MainActor (Double) -> Void)?
  /// Whether the element is the one a view highlights in place of the keyboard's focus (a menu's row under the
  /// arrow keys): screen readers follow it as they follow the focus. `nil` leaves the element to the focus.
  var highlight: Bool?
  /// Where the element comes in its container's reading order: higher first, equal ones in their order on screen.
  var sortPriority: Double?
  /// What voice control may call the element besides its label.
  var inputLabels: [Text]?
  /// Whether the texts inside are the element's value rather than its label: a pop-up button shows the selected
  /// option, and its label is the picker's.
  var contentIsValue = false
  /// Whether a control set these as its own description, which an app's modifiers override.
  var isDefault = false

  /// Whether these properties make their view an element: they name it, give it a role, traits, a state, a value
  /// or actions, or an identifier for tests.
  var describesElement: Bool {
    label != nil || value != nil || hint != nil || identifier != nil || children != nil || !addedTraits.isEmpty
      || role != nil || headingLevel != nil || isChecked != nil || isExpanded != nil || numericValue != nil
      || !actions.isEmpty || !namedActions.isEmpty || adjust != nil || inputLabels != nil || scroll != nil
      || fallbackRole != nil
  }

  /// The role the element takes from its modifiers, or its fallback.
  var givenRole: AccessibilityRole? { role ?? fallbackRole }

  /// These properties under `inner`'s: the modifier closest to the view wins, as for the environment, and both
  /// change the traits, the outer first.
  func refined(by inner: AccessibilityProperties) -> AccessibilityProperties {
    var merged = inner
    merged.label = inner.label ?? label
    merged.value = inner.value ?? value
    merged.hint = inner.hint ?? hint
    merged.identifier = inner.identifier ?? identifier
    merged.hidden = inner.hidden ?? hidden
    merged.children = inner.children ?? children
    merged.addedTraits = addedTraits.subtracting(inner.removedTraits).union(inner.addedTraits)
    merged.removedTraits = removedTraits.subtracting(inner.addedTraits).union(inner.removedTraits)
    merged.role = inner.role ?? role
    merged.headingLevel = inner.headingLevel ?? headingLevel
    merged.isChecked = inner.isChecked ?? isChecked
    merged.isExpanded = inner.isExpanded ?? isExpanded
    merged.numericValue = inner.numericValue ?? numericValue
    merged.actions = actions.merging(inner.actions) { _, inner in inner }
    merged.namedActions = namedActions + inner.namedActions
    merged.adjust = inner.adjust ?? adjust
    merged.scroll = inner.scroll ?? scroll
    merged.fallbackRole = inner.fallbackRole ?? fallbackRole
    merged.setValue = inner.setValue ?? setValue
    merged.sortPriority = inner.sortPriority ?? sortPriority
    merged.highlight = inner.highlight ?? highlight
    merged.inputLabels = inner.inputLabels ?? inputLabels
    merged.contentIsValue = inner.contentIsValue || contentIsValue
    merged.isDefault = isDefault && inner.isDefault
    return merged
  }

  /// The properties of a chain of modifiers on one view, outermost first: the controls' own description, then the
  /// app's modifiers over it.
  static func merged(_ chain: [AccessibilityProperties]) -> AccessibilityProperties {
    // Plain loops: the accessibility phase merges the chain of every element it describes, after every frame.
    var merged = AccessibilityProperties()
    for properties in chain where properties.isDefault { merged = merged.refined(by: properties) }
    for properties in chain where !properties.isDefault { merged = merged.refined(by: properties) }
    return merged
  }
}
