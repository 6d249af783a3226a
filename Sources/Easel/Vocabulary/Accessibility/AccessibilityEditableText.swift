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
}

/// A node that edits text: the element of the control it is part of carries its text and selection.
@MainActor
protocol AccessibilityEditableTextSource: AnyObject {
  /// What readers get of the node's text and selection.
  var accessibilityEditableText: AccessibilityEditableText { get }
}
