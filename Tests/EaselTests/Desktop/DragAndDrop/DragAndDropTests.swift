import EaselTestSupport
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable @MainActor
final class DropLog {
  var targeted = false
  var dropped: [String] = []
  var location: CGPoint?
}

@MainActor
struct PaletteAndCanvas: View {
  let log: DropLog
  var body: some View {
    HStack(spacing: 0) {
      Text("🍎").font(.system(size: 40)).frame(width: 100, height: 100)
        .onDrag { NSItemProvider(object: "🍎" as NSString) }
      Color.gray.opacity(0.2).frame(width: 200, height: 100)
        .onDrop(
          of: [.plainText],
          isTargeted: Binding(get: { log.targeted }, set: { log.targeted = $0 })
        ) { providers, location in
          log.location = location
          for provider in providers {
            provider.loadObject(ofClass: String.self) { string, _ in
              let value = UncheckedSendable(string)
              DispatchQueue.main.async {
                MainActor.assumeIsolated { if let text = value.value { log.dropped.append(text) } }
              }
            }
          }
          return true
        }
    }
  }
}

@MainActor
@Suite struct DragAndDropTests {
  @Test func itemProvidersCarryStringsAndURLs() async throws {
    let provider = NSItemProvider(object: "hello" as NSString)
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
    #expect(provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: URL.self))
    let string: String? = await CompletionHandoff.value { done in
      provider.loadObject(ofClass: String.self) { value, _ in done(value) }
    }
    #expect(string == "hello")
    let urlProvider = NSItemProvider(object: URL(string: "https://example.org/cat.png")!)
    let url: URL? = await CompletionHandoff.value { done in
      urlProvider.loadObject(ofClass: URL.self) { value, _ in done(value) }
    }
    #expect(url?.lastPathComponent == "cat.png")
    #expect(UTType.fileURL.conforms(to: .url))
    #expect(!UTType.url.conforms(to: .fileURL))
  }

  @Test func draggingAViewOntoADropTargetDeliversItsItem() async throws {
    let log = DropLog()
    let host = ViewHost(PaletteAndCanvas(log: log), size: CGSize(width: 300, height: 100))
    let touch = host.touchDown(at: CGPoint(x: 50, y: 50))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 120, y: 50))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 200, y: 60))
    #expect(log.targeted)
    // The preview follows the pointer: the apple is drawn where the pointer is.
    let during = host.render()
    #expect(!during.pixel(at: CGPoint(x: 200, y: 60)).isClose(to: Pixel(r: 241, g: 241, b: 242)))
    host.touchUp(touch)
    #expect(!log.targeted)
    #expect(log.location == CGPoint(x: 100, y: 60))
    for _ in 0..<100 where log.dropped.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(log.dropped == ["🍎"])
  }

  @Test func dropsOutsideATargetAreNotDelivered() {
    let log = DropLog()
    let host = ViewHost(PaletteAndCanvas(log: log), size: CGSize(width: 300, height: 100))
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 90))
    #expect(log.location == nil)
    #expect(!log.targeted)
  }

  @Test func dropsFromOtherApplicationsReachTheTargetUnderThePointer() {
    let log = DropLog()
    let host = ViewHost(PaletteAndCanvas(log: log), size: CGSize(width: 300, height: 100))
    host.layout()
    let provider = NSItemProvider(object: "from a browser" as NSString)
    #expect(!host.dragOver([provider], at: CGPoint(x: 50, y: 50)))
    #expect(host.dragOver([provider], at: CGPoint(x: 150, y: 50)))
    #expect(log.targeted)
    #expect(host.drop([provider], at: CGPoint(x: 150, y: 50)))
    #expect(log.location == CGPoint(x: 50, y: 50))
    let imageProvider = NSItemProvider()
    imageProvider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { Data() }
    #expect(!host.drop([imageProvider], at: CGPoint(x: 150, y: 50)), "the canvas takes text only")
  }
}
