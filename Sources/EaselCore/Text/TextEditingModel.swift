import Foundation

/// The editing state of one line of text: the text, the selection, the input method's marked (preedit) text and
/// the undo history. A pure value: every edit is a method, so editing is tested without views.
///
/// Positions are offsets in `Character`s (grapheme clusters), so an emoji or a Korean syllable is one position
/// and is never split by a caret, a selection or a deletion.
public struct TextEditingModel: Equatable, Sendable {
  /// The committed text.
  public private(set) var text: String
  /// Where the selection started: it stays put while Shift extends the selection.
  public private(set) var anchor: Int
  /// Where the caret is: the end of the selection that moves.
  public private(set) var head: Int
  /// The input method's composition, shown at the caret but not yet part of the text.
  public private(set) var markedText = ""
  /// The caret inside the marked text, in characters.
  public private(set) var markedCursor = 0

  private var characters: [Character]
  private var undoStack: [Snapshot] = []
  private var redoStack: [Snapshot] = []
  /// The kind of the last edit while typing can still join it in one undo step; any caret move ends it.
  private var openEdit: EditKind?

  /// The most undo steps kept.
  static let undoLimit = 100

  /// A model holding `text` with the caret at its end.
  public init(text: String = "") {
    self.text = text
    characters = Array(text)
    anchor = characters.count
    head = characters.count
  }

  private struct Snapshot: Equatable, Sendable {
    var text: String
    var anchor: Int
    var head: Int
  }

  private enum EditKind: Equatable, Sendable { case typing, deletingBackward, deletingForward }

  // MARK: Reading

  /// The number of characters of the text.
  public var count: Int { characters.count }
  /// The selected range; empty when there is only a caret.
  public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
  /// The selected text.
  public var selectedText: String { String(characters[selection]) }
  /// Whether an input method is composing.
  public var hasMarkedText: Bool { !markedText.isEmpty }
  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// The text as shown: the marked text sits at the caret.
  public var displayText: String {
    guard hasMarkedText else { return text }
    return String(characters[..<head]) + markedText + String(characters[head...])
  }

  /// The caret's position in ``displayText``.
  public var displayCaret: Int { hasMarkedText ? head + markedCursor : head }

  /// The range of the marked text in ``displayText``.
  public var displayMarkedRange: Range<Int> { head..<(head + markedText.count) }

  // MARK: Selecting

  /// Puts the caret at `offset`, or moves the selection's head there when `extending`.
  public mutating func setCaret(_ offset: Int, extending: Bool = false) {
    let clamped = clamp(offset)
    head = clamped
    if !extending { anchor = clamped }
    openEdit = nil
  }

  /// Selects `range` (clamped to the text).
  public mutating func select(_ range: Range<Int>) {
    anchor = clamp(range.lowerBound)
    head = clamp(range.upperBound)
    openEdit = nil
  }

  /// Selects all the text.
  public mutating func selectAll() { select(0..<count) }

  /// Selects the word at `offset` (or the run of spaces or the punctuation mark there).
  public mutating func selectWord(at offset: Int) {
    let position = clamp(offset)
    guard count > 0 else { return }
    let probe = position == count ? position - 1 : position
    let kind = selectionClass(at: probe)
    var start = probe
    while start > 0, selectionClass(at: start - 1) == kind { start -= 1 }
    var end = probe + 1
    while end < count, selectionClass(at: end) == kind { end += 1 }
    select(start..<end)
  }

  /// Selects the paragraph at `offset`: the characters between the line breaks around it, with the break that
  /// ends it, as a triple click does in text views.
  public mutating func selectParagraph(at offset: Int) {
    let position = clamp(offset)
    var start = position
    while start > 0, !characters[start - 1].isNewline { start -= 1 }
    var end = position
    while end < count, !characters[end].isNewline { end += 1 }
    select(start..<min(end + 1, count))
  }

  /// Moves the caret one character left; without `extending`, a selection collapses to its start instead.
  public mutating func moveLeft(extending: Bool = false, byWord: Bool = false) {
    if !extending && !selection.isEmpty && !byWord { return setCaret(selection.lowerBound) }
    setCaret(byWord ? previousWordStart(from: head) : head - 1, extending: extending)
  }

  /// Moves the caret one character right; without `extending`, a selection collapses to its end instead.
  public mutating func moveRight(extending: Bool = false, byWord: Bool = false) {
    if !extending && !selection.isEmpty && !byWord { return setCaret(selection.upperBound) }
    setCaret(byWord ? nextWordEnd(from: head) : head + 1, extending: extending)
  }

  /// Moves the caret to the start of the line.
  public mutating func moveToStart(extending: Bool = false) { setCaret(0, extending: extending) }

  /// Moves the caret to the end of the line.
  public mutating func moveToEnd(extending: Bool = false) { setCaret(count, extending: extending) }

  /// The start of the word before `offset`: spaces and punctuation before the caret are skipped first.
  public func previousWordStart(from offset: Int) -> Int {
    var position = clamp(offset)
    while position > 0, !isInWord(at: position - 1) { position -= 1 }
    while position > 0, isInWord(at: position - 1) { position -= 1 }
    return position
  }

  /// The end of the word after `offset`: spaces and punctuation after the caret are skipped first.
  public func nextWordEnd(from offset: Int) -> Int {
    var position = clamp(offset)
    while position < count, !isInWord(at: position) { position += 1 }
    while position < count, isInWord(at: position) { position += 1 }
    return position
  }

  // MARK: Editing

  /// Replaces the selection with `string`, as typing does; consecutive typing undoes as one step.
  public mutating func insert(_ string: String) {
    clearMarkedText()
    guard !string.isEmpty || !selection.isEmpty else { return }
    record(string.isEmpty ? nil : .typing)
    replace(selection, with: string)
  }

  /// Deletes the selection, or the character (or word) before the caret.
  public mutating func deleteBackward(byWord: Bool = false) {
    clearMarkedText()
    if !selection.isEmpty {
      record(nil)
      return replace(selection, with: "")
    }
    guard head > 0 else { return }
    let start = byWord ? previousWordStart(from: head) : head - 1
    record(byWord ? nil : .deletingBackward)
    replace(start..<head, with: "")
  }

  /// Deletes the selection, or the character (or word) after the caret.
  public mutating func deleteForward(byWord: Bool = false) {
    clearMarkedText()
    if !selection.isEmpty {
      record(nil)
      return replace(selection, with: "")
    }
    guard head < count else { return }
    let end = byWord ? nextWordEnd(from: head) : head + 1
    record(byWord ? nil : .deletingForward)
    replace(head..<end, with: "")
  }

  /// Replaces the whole text, as when the bound value changed outside the field. The caret keeps its place
  /// where it still can; the history is dropped, since it described another text.
  public mutating func replaceText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    characters = Array(newText)
    anchor = clamp(anchor)
    head = clamp(head)
    clearMarkedText()
    undoStack.removeAll()
    redoStack.removeAll()
    openEdit = nil
  }

  // MARK: Input methods

  /// Shows an input method's composition at the caret; the first composition replaces the selection.
  public mutating func setMarkedText(_ marked: String, cursor: Int) {
    if marked.isEmpty { return clearMarkedText() }
    if !hasMarkedText && !selection.isEmpty {
      record(nil)
      replace(selection, with: "")
    }
    markedText = marked
    markedCursor = min(max(0, cursor), marked.count)
  }

  /// Drops the composition without inserting it.
  public mutating func clearMarkedText() {
    markedText = ""
    markedCursor = 0
  }

  // MARK: Undo

  /// Goes back to the text and selection before the last edit.
  public mutating func undo() {
    clearMarkedText()
    guard let snapshot = undoStack.popLast() else { return }
    redoStack.append(current)
    restore(snapshot)
  }

  /// Applies the last undone edit again.
  public mutating func redo() {
    clearMarkedText()
    guard let snapshot = redoStack.popLast() else { return }
    undoStack.append(current)
    restore(snapshot)
  }

  // MARK: Private

  private var current: Snapshot { Snapshot(text: text, anchor: anchor, head: head) }

  private mutating func restore(_ snapshot: Snapshot) {
    text = snapshot.text
    characters = Array(snapshot.text)
    anchor = clamp(snapshot.anchor)
    head = clamp(snapshot.head)
    openEdit = nil
  }

  /// Saves the state before an edit of `kind`, unless the edit continues the open one of the same kind.
  private mutating func record(_ kind: EditKind?) {
    redoStack.removeAll()
    if let kind, kind == openEdit { return }
    undoStack.append(current)
    if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    openEdit = kind
  }

  private mutating func replace(_ range: Range<Int>, with string: String) {
    let before = String(characters[..<range.lowerBound])
    let after = String(characters[range.upperBound...])
    text = before + string + after
    characters = Array(text)
    // Joined text can merge characters (a combining mark, Hangul jamo), so the caret lands at the number of
    // characters the new prefix has now.
    let caret = clamp((before + string).count - Self.mergedCount(before + string, after))
    anchor = caret
    head = caret
  }

  /// How many characters the prefix lost to the suffix when the two were joined.
  private static func mergedCount(_ prefix: String, _ suffix: String) -> Int {
    prefix.count + suffix.count - (prefix + suffix).count
  }

  private func clamp(_ offset: Int) -> Int { min(max(0, offset), characters.count) }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
      || character.unicodeScalars.first.map {
        $0.properties.isEmojiPresentation
      } == true
  }

  /// Whether the character at `index` belongs to a word: a letter, digit, underscore or emoji, or a mark that joins
  /// two of them into one word, as Unicode's word boundaries (UAX #29) and macOS's text views have it: a full stop
  /// or apostrophe between two letters or two digits ("e.g", "don't", "2026.12"), a comma or semicolon between two
  /// digits ("3,000").
  private func isInWord(at index: Int) -> Bool {
    let character = characters[index]
    if Self.isWordCharacter(character) { return true }
    guard index > 0, index + 1 < count else { return false }
    let (before, after) = (characters[index - 1], characters[index + 1])
    let betweenDigits = before.isNumber && after.isNumber
    switch character {
    case ".", "'", "\u{2019}": return betweenDigits || (before.isLetter && after.isLetter)
    case ",", ";": return betweenDigits
    default: return false
    }
  }

  /// Words, spaces and other marks select as separate runs on a double click.
  private func selectionClass(at index: Int) -> Int {
    if isInWord(at: index) { return 0 }
    if characters[index].isWhitespace { return 1 }
    return 2
  }
}
