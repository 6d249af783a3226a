import Foundation

/// What the accessibility modifiers on one view say; `nil` leaves a property to the modifiers inside.
struct AccessibilityProperties {
  var label: Text?
  var value: Text?
  var hint: Text?
  var identifier: String?
  var hidden: Bool?
  var children: AccessibilityChildBehavior?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []

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
    return merged
  }
}
