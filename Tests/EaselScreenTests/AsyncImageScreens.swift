import Easel
import EaselTesting
import Foundation
import Testing

/// A gallery cell of each `AsyncImage` phase: loaded, waiting (the default grey placeholder and a progress view),
/// and failed.
private struct AsyncImageScreen: View {
  let loaded: URL
  let broken: URL

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Async images").font(.headline)
      HStack(alignment: .top, spacing: 12) {
        cell("Loaded") { phased(loaded) }
        cell("Placeholder") { AsyncImage(url: nil).frame(width: 72, height: 72) }
        cell("Loading") {
          AsyncImage(url: nil) { image in
            image.resizable()
          } placeholder: {
            ProgressView()
          }
          .frame(width: 72, height: 72)
        }
        cell("Failed") { phased(broken) }
      }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// An image that shows each phase as apps usually do.
  private func phased(_ url: URL) -> some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .success(let image):
        image.resizable().scaledToFill()
      case .failure:
        Image(systemName: "exclamationmark.triangle").foregroundStyle(.secondary)
          .accessibilityLabel("Could not load the image")
      case .empty:
        ProgressView()
      @unknown default:
        EmptyView()
      }
    }
    .frame(width: 72, height: 72)
    .background(.quaternary)
    .clipShape(.rect(cornerRadius: 8))
  }

  private func cell<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(spacing: 6) {
      content()
      Text(title).font(.caption).foregroundStyle(.secondary)
    }
  }
}

@Suite("Async image screens") @MainActor
struct AsyncImageScreenTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func everyPhase(colorScheme: ColorScheme) async throws {
    let directory = FileManager.default.temporaryDirectory
    let loaded = directory.appendingPathComponent("async-screen-\(UUID().uuidString).png")
    try ImageScreenTests.tilePNG().write(to: loaded)
    let broken = directory.appendingPathComponent("async-screen-\(UUID().uuidString).png")
    try Data("not an image".utf8).write(to: broken)
    defer {
      try? FileManager.default.removeItem(at: loaded)
      try? FileManager.default.removeItem(at: broken)
    }
    let host = ViewHost(
      AsyncImageScreen(loaded: loaded, broken: broken), size: CGSize(width: 380, height: 150),
      colorScheme: colorScheme)
    // Progress views wait for the two files; the loaded and the failed phases replace them.
    let caption = try #require(host.find(text: "Loaded"))
    let loadedCell = CGPoint(x: caption.midX - 18, y: caption.minY - 6 - 54)
    #expect(
      await host.runMainQueue(until: {
        host.render().pixel(at: loadedCell).isReddish
          && host.find(accessibilityLabel: "Could not load the image") != nil
      }))
    host.advance(by: 1)
    let name = colorScheme == .light ? "async-image-light" : "async-image-dark"
    let image = host.render()
    let comparison = ReferenceImage.compare(image, named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
  }
}
