import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Holds a field's text outside the view, as an app's model would.
@MainActor
final class TextBox {
  var text: String
  init(_ text: String = "") { self.text = text }
  var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
  /// A binding that keeps only the digits of what is written, as a filtering binding of an app does.
  var digits: Binding<String> { Binding(get: { self.text }, set: { self.text = $0.filter(\.isNumber) }) }
}

extension ViewHost {
  /// The shown text fields, in drawing order.
  func textFields() -> [TextFieldNode] {
    layout()
    var fields: [TextFieldNode] = []
    graph.root?.visitDisplayed { node in
      if let field = node as? TextFieldNode { fields.append(field) }
      return true
    }
    return fields
  }

  /// The point before character `index` of field `field` (fixed metrics: 8.5 points a character at 17 points,
  /// after the rounded border's 7-point inset).
  func point(inField field: Int = 0, beforeCharacter index: Int) -> CGPoint {
    let frame = textFields()[field].globalFrame
    return CGPoint(x: frame.minX + 7 + 8.5 * CGFloat(index), y: frame.midY)
  }

  /// The strings of the text items drawn now.
  func drawnTexts() -> [String] {
    layout()
    return graph.displayList().items.compactMap { item in
      if case .text(let request, _) = item.content { return request.string }
      return nil
    }
  }
}

/// A clipboard that answers reads only when told to, as another application's clipboard does.
@MainActor
final class SlowClipboard: Clipboard {
  var string: String?
  private var pending: [@MainActor (String?) -> Void] = []
  init(_ string: String?) { self.string = string }
  func write(_ string: String) { self.string = string }
  func read(_ completion: @escaping @MainActor (String?) -> Void) { pending.append(completion) }
  func answer() {
    for completion in pending { completion(string) }
    pending.removeAll()
  }
}

@MainActor
@Suite struct TextFieldTests {
  private let size = CGSize(width: 240, height: 120)

  private func host<V: View>(_ view: V, size: CGSize? = nil) -> ViewHost {
    ViewHost(view.frame(width: 200), size: size ?? self.size, textEngine: FixedMetricsTextEngine())
  }

  @Test func clickingAFieldFocusesItAndTypingWritesTheBinding() {
    let box = TextBox()
    let host = host(TextField("Name", text: box.binding))
    host.type("ignored")
    #expect(box.text == "", "nothing is focused before the click")
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("héllo 한")
    #expect(box.text == "héllo 한")
    #expect(host.drawnTexts().contains("héllo 한"))
  }

  @Test func aBindingThatKeepsOtherTextThanTypedIsShown() {
    let box = TextBox()
    let host = host(TextField("Number", text: box.digits))
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("1a2")
    #expect(box.text == "12")
    #expect(host.textFields()[0].model.text == "12", "the field shows what the binding kept")
    host.type("3")
    #expect(box.text == "123" && host.drawnTexts().contains("123"), "and typing goes on after it")
  }

  @Test func thePlaceholderShowsWhileTheTextIsEmpty() {
    let box = TextBox()
    let host = host(TextField("Name", text: box.binding, prompt: Text("Your name")))
    #expect(host.drawnTexts() == ["Your name"])
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("A")
    #expect(host.drawnTexts() == ["A"])
  }

  /// Fault 25 of docs/RELIABILITY.md: a field squeezed narrower than its insets had no text area (`CGRect.null`), and
  /// a click or drag in it trapped converting an infinite position to a character offset.
  @Test func aFieldNarrowerThanItsInsetsTakesClicksAndDrags() {
    let box = TextBox("hello")
    let host = ViewHost(
      TextField("", text: box.binding).frame(width: 4), size: size, textEngine: FixedMetricsTextEngine())
    let frame = host.textFields()[0].globalFrame
    let touch = host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    host.touchMove(touch, to: CGPoint(x: frame.midX - 30, y: frame.midY))
    host.touchUp(touch)
    #expect(host.textFields()[0].model.selection.upperBound <= 5)
    host.type("!")
    #expect(box.text.count == 6)
  }

  @Test func clickingPlacesTheCaretAndShiftClickExtends() {
    let box = TextBox("hello world")
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 5))
    #expect(host.textFields()[0].model.selection == 5..<5)
    host.type(",")
    #expect(box.text == "hello, world")
    host.advance(by: 1)
    host.tap(at: host.point(beforeCharacter: 12), modifiers: .shift)
    #expect(host.textFields()[0].model.selectedText == " world")
  }

  @Test func keysMoveSelectAndDelete() {
    let box = TextBox()
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("one two three")
    host.key(.leftArrow, modifiers: [.shift, .control])
    #expect(host.textFields()[0].model.selectedText == "three")
    host.key(.delete)
    #expect(box.text == "one two ")
    host.key(.home)
    host.key(.rightArrow, modifiers: .control)
    host.key(.deleteForward, modifiers: .control)
    #expect(box.text == "one ")
    host.key(.delete, modifiers: .control)
    #expect(box.text == " ", "Ctrl+Backspace deletes the word before the caret")
    host.type("ab")
    host.key("a", modifiers: .control)
    #expect(host.textFields()[0].model.selectedText == "ab ")
    host.key(.escape)
    #expect(box.text == "ab ", "Escape does nothing in a field")
  }

  @Test func draggingSelectsAndDoubleClickSelectsAWord() {
    let box = TextBox("drag to select")
    let host = host(TextField("", text: box.binding))
    host.drag(from: host.point(beforeCharacter: 5), to: host.point(beforeCharacter: 14))
    #expect(host.textFields()[0].model.selectedText == "to select")
    host.advance(by: 1)
    host.doubleTap(at: host.point(beforeCharacter: 1))
    #expect(host.textFields()[0].model.selectedText == "drag")
  }

  @Test func copyCutAndPasteGoThroughTheClipboard() {
    let box = TextBox("copy me")
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 7))
    host.key(.leftArrow, modifiers: [.shift, .control])
    host.key("c", modifiers: .control)
    #expect(host.clipboard.string == "me")
    host.key(.home)
    host.key("v", modifiers: .control)
    #expect(box.text == "mecopy me")
    host.key("a", modifiers: .control)
    host.key("x", modifiers: .control)
    #expect(box.text == "")
    #expect(host.clipboard.string == "mecopy me")
    host.clipboard.string = "two\nlines"
    host.key("v", modifiers: .control)
    #expect(box.text == "two lines", "a one-line field pastes line breaks as spaces")
  }

  @Test func aPasteArrivingLaterGoesWhereTheSelectionIsThen() {
    let box = TextBox("ab")
    let host = host(TextField("", text: box.binding))
    let clipboard = SlowClipboard("X")
    host.graph.rootEnvironment.clipboard = clipboard
    host.tap(at: host.point(beforeCharacter: 2))
    host.key("v", modifiers: .control)
    #expect(box.text == "ab")
    host.key(.home)
    clipboard.answer()
    #expect(box.text == "Xab")
  }

  @Test func undoAndRedo() {
    let box = TextBox()
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("hello")
    host.key(.leftArrow)
    host.type("X")
    #expect(box.text == "hellXo")
    host.key("z", modifiers: .control)
    #expect(box.text == "hello")
    host.key("z", modifiers: .control)
    #expect(box.text == "")
    host.key("z", modifiers: [.control, .shift])
    #expect(box.text == "hello")
    host.key("y", modifiers: .control)
    #expect(box.text == "hellXo")
  }

  @Test func returnRunsTheSubmitActions() {
    var submitted: [String] = []
    let box = TextBox()
    let host = host(
      VStack {
        TextField("", text: box.binding).onSubmit { submitted.append("field: \(box.text)") }
      }.onSubmit { submitted.append("outer") })
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("done")
    host.key(.return)
    #expect(submitted == ["field: done", "outer"])
  }

  @Test func withoutSubmitActionsReturnReachesTheDefaultButton() {
    var signedIn = 0
    let box = TextBox()
    let host = host(
      VStack {
        TextField("", text: box.binding)
        Button("Sign in") { signedIn += 1 }.keyboardShortcut(.return, modifiers: [])
      })
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("me")
    host.key(.return)
    #expect(signedIn == 1)
    #expect(box.text == "me")
  }

  @Test func aSecureFieldShowsBulletsAndRefusesToCopy() {
    let box = TextBox()
    let host = host(SecureField("Password", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("s3cret")
    #expect(box.text == "s3cret")
    #expect(host.drawnTexts() == ["••••••"])
    host.clipboard.string = "before"
    host.key("a", modifiers: .control)
    host.key("c", modifiers: .control)
    host.key("x", modifiers: .control)
    #expect(host.clipboard.string == "before")
    #expect(box.text == "s3cret", "cut does not delete either")
  }

  @Test func thePointerIsAnIBeamOverAnEnabledField() {
    let box = TextBox()
    let host = host(
      VStack {
        TextField("", text: box.binding)
        SecureField("", text: box.binding).disabled(true)
      })
    #expect(host.graph.pointerStyle(at: host.point(inField: 0, beforeCharacter: 1)) == .horizontalText)
    #expect(host.graph.pointerStyle(at: host.point(inField: 1, beforeCharacter: 1)) == nil)
  }

  @Test func aDisabledFieldIgnoresClicksAndTyping() {
    let box = TextBox("fixed")
    let host = host(TextField("", text: box.binding).disabled(true))
    host.tap(at: host.point(beforeCharacter: 2))
    host.type("x")
    host.key(.delete)
    #expect(box.text == "fixed")
    #expect(host.graph.textInputCaretRect == nil)
  }

  @Test func koreanComposesThroughPreeditAndCommit() throws {
    let box = TextBox()
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 0))
    host.preedit("ㅎ")
    host.preedit("하")
    host.preedit("한")
    #expect(box.text == "", "a composition is not in the text yet")
    let drawn = host.graph.displayList().items.compactMap { item -> TextLayoutRequest? in
      if case .text(let request, _) = item.content { return request }
      return nil
    }
    #expect(drawn.map(\.string) == ["한"])
    #expect(drawn.first?.runs.first?.underline == true, "the composition is underlined")
    host.commit("한")
    host.preedit("ㄱ")
    host.preedit("구")
    host.preedit("국")
    host.commit("국")
    host.graph.dispatch(TextInputEvent.endPreedit)
    #expect(box.text == "한국")
    #expect(host.drawnTexts() == ["한국"])
    let caret = try #require(host.graph.textInputCaretRect)
    #expect(caret.minX == host.point(beforeCharacter: 2).x, "the input method's window goes to the caret")
  }

  @Test func aCompositionNextToTextThatJoinsItDrawsSafely() {
    let box = TextBox("e")
    let host = host(TextField("", text: box.binding))
    host.key(.tab)
    // A combining accent composed after "e" joins it into one character on screen.
    host.preedit("\u{301}")
    #expect(host.drawnTexts() == ["e\u{301}"])
    host.commit("\u{301}")
    #expect(box.text == "é")
    #expect(host.textFields()[0].model.head == 1)
  }

  @Test func aLongTextScrollsToKeepTheCaretVisible() throws {
    let box = TextBox()
    let host = ViewHost(
      TextField("", text: box.binding).frame(width: 80), size: size, textEngine: FixedMetricsTextEngine())
    let frame = host.textFields()[0].globalFrame
    host.tap(at: CGPoint(x: frame.minX + 10, y: frame.midY))
    host.type("a rather long line of text")
    host.layout()
    _ = host.render()
    let caret = try #require(host.graph.textInputCaretRect)
    #expect(caret.maxX <= frame.maxX && caret.minX > frame.midX, "the caret stays inside, at the right")
    host.key(.home)
    _ = host.render()
    let start = try #require(host.graph.textInputCaretRect)
    #expect(start.minX == frame.minX + 7)
  }

  @Test func theCaretBlinksWhileFocusedAndStopsWhenIdleOrUnfocused() throws {
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 200)
        Text("other").focusable()
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.key(.tab)
    let caret = try #require(host.graph.textInputCaretRect)
    let point = CGPoint(x: caret.midX, y: caret.midY)
    func caretShown() -> Bool { host.render().pixel(at: point).r < 100 }
    #expect(caretShown())
    #expect(host.graph.hasRunningAnimations)
    host.advance(by: 0.6)
    #expect(!caretShown())
    host.advance(by: 0.5)
    #expect(caretShown())
    host.advance(by: 0.5)
    #expect(!caretShown())
    host.type("")
    host.key(.end)
    #expect(caretShown(), "moving the caret shows it at once")
    host.advance(by: 11)
    #expect(caretShown(), "after ten idle seconds the caret stays on")
    #expect(!host.graph.hasRunningAnimations, "and no more frames are drawn for it")
    host.key(.end)
    #expect(host.graph.hasRunningAnimations)
    host.key(.tab)
    host.advance(by: 0.1)
    #expect(!host.graph.hasRunningAnimations, "an unfocused field draws no frames")
  }

  @Test func caretGeometryFromPangoKeepsGraphemesWhole() {
    let host = ViewHost(Text("x"), size: size)
    let engine = host.graph.textEngine
    let font = ResolvedFont(size: 17)
    let request = TextLayoutRequest(runs: [TextRun(string: "한👍🏽a", font: font, color: .color(.init(0, 0, 0)))])
    let positions = (0...3).map { engine.caretOffset(atCharacter: $0, in: request) }
    #expect(positions == positions.sorted() && Set(positions).count == 4)
    for index in 0...3 {
      #expect(engine.characterOffset(atX: positions[index], in: request) == index)
    }
    let middleOfEmoji = (positions[1] + positions[2]) / 2 - 1
    #expect(engine.characterOffset(atX: middleOfEmoji, in: request) == 1, "no caret inside the emoji")
  }
}
