import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What the views of a test received.
@Observable @MainActor
final class CommandLog {
  var stickers: [Sticker] = []
  var strings: [String] = []
  var urls: [URL] = []
  var images: [CGSize] = []
  var providers: [[String]] = []
  var moves: [MoveCommandDirection] = []
  var events: [String] = []
}

@MainActor
@Suite struct EditCommandTests {
  init() { ViewHost.prepareRendering() }

  private func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
  }

  private func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, size: CGSize(width: 200, height: 100)) }

  /// A 6 × 4 pixel image, as an image another application copied would be.
  private func redImage() throws -> UIImage {
    try #require(ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 6, height: 4)).uiImage)
  }

  @Test func aCopiedTransferablePastesBackAsItselfAndAsItsText() async throws {
    let sticker = Sticker(emoji: "⭐️", size: 40)
    let source = host(Color.yellow.frame(width: 50, height: 50).copyable([sticker]))
    #expect(source.graph.canPerform(.copy))
    #expect(source.graph.perform(.copy))
    try await waitFor { !source.clipboard.items.isEmpty }
    let items = source.clipboard.items
    #expect(items.map(\.mimeTypes) == [["application/x-org.easel.sticker", ClipboardItem.textMIMEType]])
    #expect(items.first?.string == "⭐️", "other applications paste the text")

    let log = CommandLog()
    let board = host(
      VStack {
        Color.gray.frame(width: 50, height: 50).pasteDestination(for: Sticker.self) { log.stickers += $0 }
      })
    board.clipboard.items = items
    #expect(board.graph.canPerform(.paste))
    #expect(board.graph.perform(.paste))
    try await waitFor { !log.stickers.isEmpty }
    #expect(log.stickers == [sticker])

    let notes = host(Color.gray.pasteDestination(for: String.self) { log.strings += $0 })
    notes.clipboard.items = items
    #expect(notes.graph.perform(.paste))
    try await waitFor { !log.strings.isEmpty }
    #expect(log.strings == ["⭐️"])
  }

  @Test func copyingAnImagePutsPNGDataOnTheClipboard() async throws {
    let image = try redImage()
    let source = host(Image(uiImage: image).copyable([Image(uiImage: image)]))
    source.graph.perform(.copy)
    try await waitFor { !source.clipboard.items.isEmpty }
    let png = try #require(source.clipboard.items.first?.pngData)
    #expect(try CairoBitmap(pngData: png).pixel(x: 3, y: 2) == (255, 0, 0, 255))

    let providers = host(Color.gray.onCopyCommand { [NSItemProvider(object: image)] })
    providers.graph.perform(.copy)
    try await waitFor { !providers.clipboard.items.isEmpty }
    let copied = try #require(providers.clipboard.items.first?.pngData)
    #expect(UIImage(data: copied)?.size == CGSize(width: 6, height: 4))
  }

  @Test func anImageAnotherApplicationCopiedReachesOnPasteCommand() async throws {
    let log = CommandLog()
    let host = host(
      Color.gray.onPasteCommand(of: [.image]) { providers in
        log.providers.append(providers.flatMap(\.registeredTypeIdentifiers))
        providers.first?.loadObject(ofClass: UIImage.self) { image, _ in
          let size = image?.size
          Task { @MainActor in log.images.append(size ?? .zero) }
        }
      })
    host.clipboard.string = "just text"
    #expect(!host.graph.canPerform(.paste), "the clipboard has no image")
    #expect(!host.graph.perform(.paste))
    let png = try #require(try redImage().pngData())
    host.clipboard.items = [
      ClipboardItem([
        .init(mimeType: "image/png", data: png), .init(mimeType: "text/plain;charset=utf-8", data: Data("red".utf8)),
      ])
    ]
    #expect(host.graph.canPerform(.paste))
    #expect(host.graph.perform(.paste))
    try await waitFor { !log.images.isEmpty }
    #expect(log.providers == [["public.png"]])
    #expect(log.images == [CGSize(width: 6, height: 4)])
  }

  @Test func urlsAnotherApplicationCopiedReachPasteDestinations() async throws {
    let log = CommandLog()
    let host = host(Color.gray.pasteDestination(for: URL.self) { log.urls += $0 })
    // A file manager copies two files as one URI list.
    let list = "# copied\r\nfile:///home/me/a%20b.png\r\nhttps://example.com/c\r\n"
    host.clipboard.items = [ClipboardItem([.init(mimeType: "text/uri-list", data: Data(list.utf8))])]
    #expect(host.graph.perform(.paste))
    try await waitFor { log.urls.count == 2 }
    #expect(log.urls == [URL(fileURLWithPath: "/home/me/a b.png"), URL(string: "https://example.com/c")!])
  }

  @Test func aPasteValidatorDecidesWhatIsPasted() async throws {
    let log = CommandLog()
    let host = host(
      Color.gray.onPasteCommand(
        of: [.fileURL],
        validator: { providers in providers.count == 1 ? providers : nil },
        perform: { providers in log.providers.append(providers.flatMap(\.registeredTypeIdentifiers)) }))
    host.clipboard.items = [ClipboardItem(url: URL(fileURLWithPath: "/tmp/one.txt"))]
    host.graph.perform(.paste)
    #expect(log.providers == [["public.file-url"]])
    host.clipboard.items = [
      ClipboardItem(url: URL(fileURLWithPath: "/tmp/one.txt")), ClipboardItem(url: URL(fileURLWithPath: "/tmp/two")),
    ]
    host.graph.perform(.paste)
    #expect(log.providers.count == 1, "the validator refused two files")
  }

  @Test func aCopiedURLIsAlsoText() async throws {
    let host = host(Color.gray.copyable([URL(string: "https://example.com/x")!]))
    host.graph.perform(.copy)
    try await waitFor { !host.clipboard.items.isEmpty }
    let item = try #require(host.clipboard.items.first)
    #expect(item.data(forMIMEType: "text/uri-list") == Data("https://example.com/x\r\n".utf8))
    #expect(item.string == "https://example.com/x")
  }

  @Test func theDeleteCommandRunsOnDeleteCommand() {
    let log = CommandLog()
    let host = host(Color.gray.onDeleteCommand { log.events.append("delete") })
    #expect(host.graph.canPerform(.delete))
    #expect(!host.graph.canPerform(.copy))
    #expect(host.graph.perform(.delete))
    #expect(log.events == ["delete"])
    let disabled = self.host(Color.gray.onDeleteCommand(perform: nil))
    #expect(!disabled.graph.canPerform(.delete))
    #expect(!disabled.graph.perform(.delete))
  }

  @Test func theFocusedViewsChainGetsCommandsBeforeTheRestOfTheWindow() throws {
    let log = CommandLog()
    let host = host(
      HStack(spacing: 0) {
        Color.gray.frame(width: 100, height: 100).focusable().onDeleteCommand { log.events.append("left") }
        Color.gray.frame(width: 100, height: 100).onDeleteCommand { log.events.append("right") }
      })
    host.graph.perform(.delete)
    #expect(log.events == ["right"], "with nothing focused, the innermost handler, last in drawing order")
    host.tap(at: CGPoint(x: 50, y: 50))
    host.graph.perform(.delete)
    #expect(log.events == ["right", "left"])
  }

  @Test func arrowKeysSendMoveCommands() {
    let log = CommandLog()
    let host = host(
      VStack {
        Color.gray.frame(width: 100, height: 40).focusable().onMoveCommand { log.moves.append($0) }
        TextField("", text: .constant("abc")).frame(width: 100)
      })
    #expect(host.key(.upArrow), "with nothing focused, the window's handler")
    host.tap(at: CGPoint(x: 100, y: 30))
    #expect(host.key(.downArrow))
    #expect(host.key(.leftArrow))
    #expect(host.key(.rightArrow))
    #expect(!host.key(.rightArrow, modifiers: .shift), "moves are arrows without modifiers")
    #expect(log.moves == [.up, .down, .left, .right])
    host.graph.moveFocus()
    #expect(host.graph.focusedViewAcceptsTextInput)
    host.key(.leftArrow)
    #expect(log.moves.count == 4, "a focused text field uses the arrows itself")
  }

  @Test func aFocusedTextFieldStillCopiesAndPastesText() {
    let log = CommandLog()
    let box = TextBox("copy me")
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 150)
        Color.gray.frame(width: 50, height: 20).copyable(["not this"]).onDeleteCommand { log.events.append("delete") }
      }, size: CGSize(width: 200, height: 100), textEngine: FixedMetricsTextEngine())
    host.graph.moveFocus()
    #expect(!host.graph.canPerform(.copy), "no selection yet")
    #expect(host.graph.canPerform(.selectAll))
    #expect(host.graph.perform(.selectAll))
    #expect(host.graph.perform(.copy))
    #expect(host.clipboard.string == "copy me")
    #expect(host.graph.perform(.delete))
    #expect(box.text == "")
    #expect(log.events.isEmpty, "the field deleted its selection")
    #expect(host.graph.perform(.paste))
    #expect(box.text == "copy me")
    #expect(host.graph.perform(.selectAll) && host.graph.perform(.cut))
    #expect(box.text == "" && host.clipboard.string == "copy me")
    host.clipboard.items = [ClipboardItem(pngData: Data([0x89]))]
    #expect(!host.graph.canPerform(.paste), "no text to paste")
  }
}
