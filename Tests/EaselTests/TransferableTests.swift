import EaselTesting
import Foundation
import Testing

@testable import Easel

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
    #expect(host.graph.externalDrop(NSItemProvider(object: "hello" as NSString), at: CGPoint(x: 250, y: 50)))
    #expect(!host.graph.externalDrop(NSItemProvider(object: "hello" as NSString), at: CGPoint(x: 150, y: 50)))
    try await waitFor { !log.strings.isEmpty }
    #expect(log.strings == ["hello"])
  }
}
