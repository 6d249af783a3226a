import Foundation

/// A text field's text and selection as screen readers get them, so that they read the text by character, word or
/// line, echo what is typed and follow the caret.
public struct AccessibilityEditableText: Hashable, Sendable {
  /// The text; a secure field's is a bullet for each character, so that its text never leaves it.
  public var text: String
  /// The selected characters, as `Character` offsets into ``text``; empty where the caret is.
  public var selection: Range<Int>

  /// A text with `selection` selected.
  public init(text: String, selection: Range<Int>) { (self.text, self.selection) = (text, selection) }

  /// The one replacement that turns ``text`` into `newText`, as an assistive technology's edit does: the characters
  /// between what the two texts share at their start and at their end, and what `newText` has there. `nil` when the
  /// texts are the same.
  func replacement(becoming newText: String) -> (range: Range<Int>, string: String)? {
    let (old, new) = (Array(text), Array(newText))
    guard old != new else { return nil }
    let shortest = min(old.count, new.count)
    var prefix = 0
    while prefix < shortest, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shortest - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    return (prefix..<(old.count - suffix), String(new[prefix..<(new.count - suffix)]))
  }
}

/// A node that edits text: the element of the control it is part of carries its text and selection.
@MainActor
protocol AccessibilityEditableTextSource: AnyObject {
  /// What readers get of the node's text and selection.
  var accessibilityEditableText: AccessibilityEditableText { get }
  /// Replaces the characters in `range` of ``accessibilityEditableText`` with `string`, as an assistive technology
  /// edits the text: the field's text changes, and its binding with it, as when the user types.
  func replaceAccessibilityText(in range: Range<Int>, with string: String)
}
