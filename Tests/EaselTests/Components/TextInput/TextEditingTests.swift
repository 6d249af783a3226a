import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Suite struct TextEditingTests {
  @Test func insertingReplacesTheSelectionAndMovesTheCaret() {
    var model = TextEditingModel(text: "Hello")
    #expect(model.selection == 5..<5)
    model.insert(" world")
    #expect(model.text == "Hello world")
    model.select(0..<5)
    model.insert("Goodbye")
    #expect(model.text == "Goodbye world")
    #expect(model.selection == 7..<7)
  }

  @Test func deletingBackwardAndForwardByCharacterAndWord() {
    var model = TextEditingModel(text: "one two three")
    model.deleteBackward()
    #expect(model.text == "one two thre")
    model.deleteBackward(byWord: true)
    #expect(model.text == "one two ")
    model.moveToStart()
    model.deleteForward()
    #expect(model.text == "ne two ")
    model.deleteForward(byWord: true)
    #expect(model.text == " two ")
    model.moveToEnd()
    model.deleteForward()
    #expect(model.text == " two ", "Delete at the end does nothing")
  }

  @Test func arrowsMoveAndExtendTheSelection() {
    var model = TextEditingModel(text: "abcdef")
    model.moveLeft()
    model.moveLeft(extending: true)
    model.moveLeft(extending: true)
    #expect(model.selection == 3..<5)
    #expect(model.selectedText == "de")
    model.moveRight()
    #expect(model.selection == 5..<5, "Right without Shift collapses a selection to its end")
    model.moveToStart(extending: true)
    #expect(model.selection == 0..<5)
    model.moveLeft()
    #expect(model.selection == 0..<0)
    model.moveToEnd(extending: true)
    #expect(model.selectedText == "abcdef")
  }

  @Test func wordMotionSkipsSpacesAndPunctuation() {
    var model = TextEditingModel(text: "Hello, big world")
    model.moveLeft(byWord: true)
    #expect(model.head == 11)
    model.moveLeft(byWord: true)
    #expect(model.head == 7)
    model.moveLeft(byWord: true)
    #expect(model.head == 0)
    model.moveRight(byWord: true)
    #expect(model.head == 5)
    model.moveRight(extending: true, byWord: true)
    #expect(model.selectedText == ", big")
    model.selectWord(at: 13)
    #expect(model.selectedText == "world")
    model.selectWord(at: 6)
    #expect(model.selectedText == " ")
  }

  /// Unicode's word boundaries, as macOS's text views follow them: a full stop or apostrophe between two letters or
  /// two digits, and a comma between two digits, are inside the word; elsewhere they are marks of their own.
  @Test func wordsKeepTheMarksBetweenTheirLettersAndDigits() {
    var model = TextEditingModel(text: "v2026.12, don't: 3,000.")
    model.selectWord(at: 3)
    #expect(model.selectedText == "v2026.12")
    model.selectWord(at: 8)
    #expect(model.selectedText == ",")
    model.selectWord(at: 13)
    #expect(model.selectedText == "don't")
    model.selectWord(at: 19)
    #expect(model.selectedText == "3,000")
    model.selectWord(at: 22)
    #expect(model.selectedText == ".")
    model.setCaret(0)
    model.moveRight(byWord: true)
    #expect(model.head == 8)
  }

  @Test func graphemeClustersAreNeverSplit() {
    var model = TextEditingModel(text: "a👍🏽한글e\u{301}")
    #expect(model.count == 5)
    model.deleteBackward()
    #expect(model.text == "a👍🏽한글", "é (e and a combining accent) goes as one character")
    model.moveLeft()
    model.moveLeft()
    model.deleteBackward()
    #expect(model.text == "a한글", "the thumbs-up with its skin tone goes as one character")
    model.moveRight(extending: true)
    #expect(model.selectedText == "한")
    model.insert("e")
    model.insert("\u{301}")
    #expect(model.text == "aé글")
    #expect(model.head == 2, "a combining mark joins the character before the caret")
  }

  @Test func typingUndoesAsOneStepAndRedoes() {
    var model = TextEditingModel()
    for character in "hello" { model.insert(String(character)) }
    model.moveLeft()
    model.moveRight()
    for character in " you" { model.insert(String(character)) }
    #expect(model.text == "hello you")
    model.undo()
    #expect(model.text == "hello", "typing after a caret move is a new undo step")
    model.undo()
    #expect(model.text == "")
    #expect(!model.canUndo)
    model.redo()
    #expect(model.text == "hello")
    model.redo()
    #expect(model.text == "hello you")
    model.undo()
    model.insert("!")
    #expect(!model.canRedo, "a new edit drops the undone ones")
    model.deleteBackward()
    model.deleteBackward()
    model.undo()
    #expect(model.text == "hello!", "consecutive backspaces undo together")
  }

  @Test func undoRestoresTheSelection() {
    var model = TextEditingModel(text: "keep this")
    model.select(5..<9)
    model.deleteBackward()
    #expect(model.text == "keep ")
    model.undo()
    #expect(model.text == "keep this")
    #expect(model.selection == 5..<9)
  }

  @Test func preeditShowsAtTheCaretUntilCommitted() {
    var model = TextEditingModel(text: "ab")
    model.moveLeft()
    model.setMarkedText("ㅎ", cursor: 1)
    #expect(model.displayText == "aㅎb")
    #expect(model.text == "ab", "the composition is not part of the text")
    model.setMarkedText("하", cursor: 1)
    model.setMarkedText("한", cursor: 1)
    #expect(model.displayText == "a한b")
    #expect(model.displayMarkedRange == 1..<2)
    #expect(model.displayCaret == 2)
    model.insert("한")
    #expect(model.text == "a한b")
    #expect(!model.hasMarkedText)
    #expect(model.head == 2)
    model.setMarkedText("ㄱ", cursor: 1)
    model.clearMarkedText()
    #expect(model.displayText == "a한b")
  }

  @Test func aCompositionReplacesTheSelection() {
    var model = TextEditingModel(text: "abc")
    model.selectAll()
    model.setMarkedText("ㅎ", cursor: 1)
    #expect(model.text == "")
    #expect(model.displayText == "ㅎ")
  }

  @Test func replacingTheTextKeepsTheCaretInside() {
    var model = TextEditingModel(text: "a long text")
    model.replaceText("short")
    #expect(model.selection == 5..<5)
    #expect(!model.canUndo)
  }
}
