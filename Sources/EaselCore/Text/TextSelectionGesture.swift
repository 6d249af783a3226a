import Foundation

/// What the mouse does to a text's selection, in a text field or editor and in selectable text alike: a click puts
/// the caret (Shift+click extends the selection to it), a double click selects a word, a triple click a paragraph,
/// and dragging from a click extends the selection to the pointer.
package struct TextSelectionGesture {
  /// The longest pause, in seconds, between the clicks of a double or triple click.
  package static let multipleClickInterval: TimeInterval = 0.4
  /// How far, in points, the clicks of a double or triple click may be apart.
  private static let multipleClickDistance: CGFloat = 5

  private var press: (pointerID: Int, clickCount: Int)?
  private var lastClick: (time: TimeInterval, location: CGPoint, count: Int)?

  package init() {}

  /// Applies a press at the caret position `offset` to `model`: one more click of a double or triple click when it
  /// follows the last one closely enough.
  package mutating func press(_ event: PointerEvent, at offset: Int, in model: inout TextEditingModel) {
    var count = 1
    if let last = lastClick, event.time - last.time <= Self.multipleClickInterval,
      hypot(event.location.x - last.location.x, event.location.y - last.location.y) < Self.multipleClickDistance
    {
      count = last.count + 1
    }
    lastClick = (event.time, event.location, count)
    press = (event.pointerID, count)
    switch count {
    case 1: model.setCaret(offset, extending: event.modifiers.contains(.shift))
    case 2: model.selectWord(at: offset)
    default: model.selectParagraph(at: offset)
    }
  }

  /// Whether `event` moves the pointer of a single click's press, whose drag extends the selection.
  package func drags(_ event: PointerEvent) -> Bool {
    guard let press else { return false }
    return press.pointerID == event.pointerID && press.clickCount == 1
  }

  /// Ends the press of `event`'s pointer.
  package mutating func release(_ event: PointerEvent) {
    if press?.pointerID == event.pointerID { press = nil }
  }
}
