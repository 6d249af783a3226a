import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

extension ViewHost {
  /// The shown text node whose string is `string`.
  fileprivate func textNode(_ string: String) -> TextNode? {
    layout()
    var found: TextNode?
    graph.root?.visitDisplayed { node in
      if found == nil, let text = node as? TextNode, text.plainText == string { found = text }
      return found == nil
    }
    return found
  }

  /// The fills drawn in the selection colour.
  fileprivate func selectionHighlights() -> [CGRect] {
    layout()
    let selection = Paint.color(ControlPalette.selection.resolve(in: graph.rootEnvironment))
    return graph.displayList().items.compactMap { item in
      if case .fill(let path, let paint, _) = item.content, paint == selection { return path.boundingRect }
      return nil
    }
  }
}

/// `textSelection(_:)`: selecting text in `Text` with the mouse, copying it, and where selection is allowed.
@MainActor
@Suite struct TextSelectionTests {
  private let size = CGSize(width: 400, height: 200)

  /// A host measuring with fixed metrics: at 17 points every character is 8.5 points wide.
  private func fixedHost<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  /// The point before character `index` of the text whose string is `string`, with the fixed metrics.
  private func point(_ host: ViewHost, in string: String, beforeCharacter index: Int) throws -> CGPoint {
    let frame = try #require(host.find(text: string))
    return CGPoint(x: frame.minX + 8.5 * CGFloat(index), y: frame.midY)
  }

  @Test func draggingSelectsAndCtrlCCopiesToTheClipboard() throws {
    let host = fixedHost(Text("hello brave world").textSelection(.enabled))
    let text = try #require(host.textNode("hello brave world"))
    host.drag(
      from: try point(host, in: "hello brave world", beforeCharacter: 6),
      to: try point(host, in: "hello brave world", beforeCharacter: 11))
    #expect(text.selectedText == "brave")
    #expect(host.selectionHighlights().count == 1)
    #expect(host.key("c", modifiers: .control))
    #expect(host.clipboard.string == "brave")
    #expect(
      host.graph.pointerStyle(at: try point(host, in: "hello brave world", beforeCharacter: 3)) == .horizontalText)
  }

  @Test func aDoubleClickSelectsAWordAndATripleClickAParagraph() throws {
    let string = "first line\nsecond paragraph here"
    let host = ViewHost(Text(string).textSelection(.enabled), size: size)
    let text = try #require(host.textNode(string))
    let frame = try #require(host.find(text: string))
    let onSecondLine = CGPoint(x: frame.minX + 20, y: frame.maxY - 4)
    host.doubleTap(at: onSecondLine)
    #expect(text.selectedText == "second")
    host.advance(by: 1)
    host.doubleTap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 4))
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 4))
    #expect(text.selectedText == "first line\n")
  }

  /// As in macOS's text views, a number keeps its decimal point and thousands separator: a double click on either
  /// side of the point selects the whole number, and a full stop that ends a sentence stays out of the word.
  @Test func aDoubleClickSelectsANumberWithItsDecimalPoint() throws {
    let string = "Release 2026.12 has 3,000 fixes."
    let host = fixedHost(Text(string).textSelection(.enabled))
    let text = try #require(host.textNode(string))
    host.doubleTap(at: try point(host, in: string, beforeCharacter: 9))
    #expect(text.selectedText == "2026.12")
    host.advance(by: 1)
    host.doubleTap(at: try point(host, in: string, beforeCharacter: 14))
    #expect(text.selectedText == "2026.12")
    host.advance(by: 1)
    host.doubleTap(at: try point(host, in: string, beforeCharacter: 21))
    #expect(text.selectedText == "3,000")
    host.advance(by: 1)
    host.doubleTap(at: try point(host, in: string, beforeCharacter: 27))
    #expect(text.selectedText == "fixes")
  }

  /// Pango's lines: a drag from the first line to the third selects across the breaks, highlighted on each line,
  /// the first two to the text's trailing edge.
  @Test func aDragAcrossWrappedLinesHighlightsEachLine() throws {
    let string = "The quick brown fox jumps over the lazy dog"
    let host = ViewHost(Text(string).frame(width: 150).textSelection(.enabled), size: size)
    let text = try #require(host.textNode(string))
    let frame = try #require(host.find(text: string))
    #expect(frame.height > 30, "the text wraps")
    host.drag(from: CGPoint(x: frame.minX + 1, y: frame.minY + 4), to: CGPoint(x: frame.minX + 30, y: frame.maxY - 4))
    let selected = text.selectedText
    #expect(selected.hasPrefix("The quick") && selected.count < string.count && selected.count > 20)
    // One rectangle a line, in the text's own coordinates, the lines before the last to the trailing edge.
    let highlights = host.selectionHighlights().sorted { $0.minY < $1.minY }
    #expect(highlights.count == 3)
    #expect(highlights.first?.minY == 0)
    #expect(highlights.dropLast().allSatisfy { $0.maxX == frame.width })
    #expect(highlights.last.map { $0.maxX < frame.width } == true)
  }

  @Test func ctrlASelectsTheFocusedTextAndTheEditMenuCopiesIt() throws {
    let host = fixedHost(
      VStack {
        Text("one")
        Text("two words")
      }
      .textSelection(.enabled))
    #expect(!host.graph.canPerform(.copy), "nothing is selected")
    host.tap(at: try point(host, in: "two words", beforeCharacter: 1))
    #expect(host.graph.canPerform(.selectAll))
    #expect(host.key("a", modifiers: .control))
    #expect(host.textNode("two words")?.selectedText == "two words")
    #expect(host.textNode("one")?.selectedText == "", "each text selects on its own")
    #expect(host.graph.canPerform(.copy) && !host.graph.canPerform(.paste))
    #expect(host.graph.perform(.copy))
    #expect(host.clipboard.string == "two words")
  }

  @Test func aClickElsewhereClearsTheSelection() throws {
    let host = fixedHost(
      VStack {
        Text("selected text")
        Color.gray.frame(width: 100, height: 50)
      }
      .textSelection(.enabled))
    host.drag(
      from: try point(host, in: "selected text", beforeCharacter: 0),
      to: try point(host, in: "selected text", beforeCharacter: 8))
    #expect(host.textNode("selected text")?.selectedText == "selected")
    let frame = try #require(host.find(text: "selected text"))
    host.tap(at: CGPoint(x: frame.midX, y: frame.maxY + 30))
    #expect(host.textNode("selected text")?.selectedText == "")
    #expect(host.selectionHighlights().isEmpty)
    #expect(!host.key("c", modifiers: .control))
  }

  @Test func onlyTextThatAllowsSelectionIsSelectable() throws {
    let host = fixedHost(
      VStack {
        Text("plain")
        Text("opted out").textSelection(.disabled)
        Button("Press") {}
      }
      .textSelection(.enabled))
    host.drag(
      from: try point(host, in: "opted out", beforeCharacter: 0),
      to: try point(host, in: "opted out", beforeCharacter: 5))
    #expect(host.textNode("opted out")?.selectedText == "")
    let button = try #require(host.find(text: "Press"))
    host.drag(from: CGPoint(x: button.minX + 1, y: button.midY), to: CGPoint(x: button.maxX - 1, y: button.midY))
    #expect(host.textNode("Press")?.selectedText == "", "a control's label is not selectable")
    #expect(host.graph.pointerStyle(at: CGPoint(x: button.midX, y: button.midY)) != .horizontalText)
    host.drag(
      from: try point(host, in: "plain", beforeCharacter: 0), to: try point(host, in: "plain", beforeCharacter: 5))
    #expect(host.textNode("plain")?.selectedText == "plain")

    let unselectable = fixedHost(Text("plain"))
    unselectable.drag(
      from: try point(unselectable, in: "plain", beforeCharacter: 0),
      to: try point(unselectable, in: "plain", beforeCharacter: 5))
    #expect(unselectable.textNode("plain")?.selectedText == "", "text is not selectable by default")
  }

  /// Selectable text takes focus from a click only: Tab goes past it, and clicking it ends typing in a field.
  @Test func tabPassesSelectableTextBy() throws {
    let box = TextBox()
    let host = fixedHost(
      VStack {
        Text("label")
        TextField("Name", text: box.binding)
      }
      .textSelection(.enabled))
    host.key(.tab)
    #expect(host.graph.focus.current is TextFieldNode)
    host.key(.tab)
    #expect(host.graph.focus.current is TextFieldNode)
    host.tap(at: try point(host, in: "label", beforeCharacter: 1))
    #expect(host.graph.focus.current is TextNode)
    host.type("x")
    #expect(box.text == "")
  }
}
