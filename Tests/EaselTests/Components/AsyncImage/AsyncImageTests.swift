import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// An image loaded from a URL, with its phases shown as text.
private struct PhaseHarness: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { phase in
      if let image = phase.image {
        image.resizable().frame(width: 40, height: 40)
      } else if phase.error != nil {
        Text("failed")
      } else {
        Text("loading")
      }
    }
  }
}

@MainActor
@Suite struct AsyncImageTests {
  /// A 4 × 4 red PNG in a temporary file.
  private func redImageURL() throws -> URL {
    let host = ViewHost(Color.red.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("async-image-\(UUID().uuidString).png")
    try host.render().write(to: url)
    return url
  }

  @Test func showsThePlaceholderThenTheImage() async throws {
    let url = try redImageURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let host = ViewHost(PhaseHarness(url: url), size: CGSize(width: 100, height: 100))
    #expect(host.find(text: "loading") != nil)
    #expect(await host.runMainQueue(until: { host.find(text: "loading") == nil }))
    #expect(host.render().pixel(at: CGPoint(x: 50, y: 50)).isReddish)
  }

  @Test func aFileThatIsNotAnImageFails() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("async-image-\(UUID().uuidString).png")
    try Data("not an image".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let host = ViewHost(PhaseHarness(url: url), size: CGSize(width: 100, height: 100))
    #expect(await host.runMainQueue(until: { host.find(text: "failed") != nil }))
  }

  @Test func withoutAURLThePlaceholderStays() async throws {
    let host = ViewHost(
      AsyncImage(url: nil) {
        $0.resizable()
      } placeholder: {
        Text("no image")
      }, size: CGSize(width: 100, height: 100))
    #expect(host.find(text: "no image") != nil)
  }
}
