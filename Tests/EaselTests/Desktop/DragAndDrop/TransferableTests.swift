import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A custom transferable: JSON of its own type, or its emoji as plain text.
struct Sticker: Codable, Transferable, Equatable {
  let emoji: String
  let size: Double

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: UTType(exportedAs: "org.easel.sticker"))
    ProxyRepresentation(exporting: \.emoji)
  }
}

@Observable @MainActor
final class TransferLog {
  var stickers: [Sticker] = []
  var strings: [String] = []
  var targeted: [Bool] = []
}

@MainActor
struct StickerBoard: View {
  let log: TransferLog
  var body: some View {
    HStack(spacing: 0) {
      Text("⭐️").frame(width: 100, height: 100).draggable(Sticker(emoji: "⭐️", size: 40))
      Color.gray.opacity(0.2).frame(width: 100, height: 100)
        .dropDestination(for: Sticker.self) { items, _ in
          log.stickers += items
          return true
        } isTargeted: {
          log.targeted.append($0)
        }
      Color.blue.opacity(0.2).frame(width: 100, height: 100)
        .dropDestination(for: String.self) { items, _ in
          log.strings += items
          return true
        }
    }
  }
}

@MainActor
@Suite struct TransferableTests {
  private func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
  }

  @Test func aProviderOffersARegisteredTransferableInEachTypeItExports() async throws {
    let provider = NSItemProvider()
    provider.register(Sticker(emoji: "🐙", size: 32))
    let types = provider.registeredTypeIdentifiers
    #expect(types.count == 2 && types.first == "org.easel.sticker")
    #expect(types.last.flatMap { UTType($0) }?.conforms(to: .plainText) == true, "\(types)")
    // Providers load on a background queue, and wait there for the item's export.
    let (json, text) = await Task.detached {
      (provider.dataNow(forTypeIdentifier: types[0]), provider.dataNow(forTypeIdentifier: types[1]))
    }.value
    #expect(try JSONDecoder().decode(Sticker.self, from: try #require(json)) == Sticker(emoji: "🐙", size: 32))
    #expect(text == Data("🐙".utf8))
  }

  @Test func aDraggedTransferableArrivesAsItself() async throws {
    let log = TransferLog()
    let host = ViewHost(StickerBoard(log: log), size: CGSize(width: 300, height: 100))
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
    try await waitFor { !log.stickers.isEmpty }
    #expect(log.stickers == [Sticker(emoji: "⭐️", size: 40)])
    #expect(log.targeted == [true, false])
  }

  @Test func aProxyRepresentationReachesDestinationsOfTheProxyType() async throws {
    let log = TransferLog()
    let host = ViewHost(StickerBoard(log: log), size: CGSize(width: 300, height: 100))
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
    try await waitFor { !log.strings.isEmpty }
    #expect(log.strings == ["⭐️"])
    #expect(log.stickers.isEmpty)
  }

  @Test func stringsFromOtherApplicationsReachStringDestinations() async throws {
    let log = TransferLog()
    let host = ViewHost(StickerBoard(log: log), size: CGSize(width: 300, height: 100))
    host.layout()
    #expect(host.drop([NSItemProvider(object: "hello" as NSString)], at: CGPoint(x: 250, y: 50)))
    #expect(!host.drop([NSItemProvider(object: "hello" as NSString)], at: CGPoint(x: 150, y: 50)))
    try await waitFor { !log.strings.isEmpty }
    #expect(log.strings == ["hello"])
  }
}

@MainActor
@Suite struct DragPreviewTests {
  @Test func aCustomPreviewIsDrawnCentredUnderThePointer() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.yellow.frame(width: 100, height: 100).draggable("note") {
          Color.purple.frame(width: 40, height: 40)
        }
        Color.white.frame(width: 200, height: 100)
      }, size: CGSize(width: 300, height: 100))
    let touch = host.touchDown(at: CGPoint(x: 50, y: 50))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 200, y: 50))
    let image = host.render()
    let purple = Color.purple.resolve(in: .init())
    #expect(image.pixel(x: 200, y: 50).isClose(to: purple, tolerance: 40), "the preview, slightly translucent")
    #expect(image.pixel(x: 240, y: 50).isClose(to: Color.white.resolve(in: .init())), "20 points is its edge")
    host.touchUp(touch)
    #expect(image.pixel(x: 200, y: 50) != host.render().pixel(x: 200, y: 50), "gone after the drop")
  }
}
