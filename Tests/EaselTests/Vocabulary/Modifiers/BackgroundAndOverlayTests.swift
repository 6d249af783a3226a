import Combine
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A background or overlay node keeps the list of its two children between walks of the tree; these check that the
/// list follows the views it shows.
@MainActor
@Suite struct BackgroundAndOverlayTests {
  private final class Labels: ObservableObject {
    @Published var overlay = "first overlay"
    @Published var content = "first content"
  }

  /// A view whose overlay and content are made anew (`id`) when their labels change.
  private struct Labelled: View {
    @ObservedObject var labels: Labels

    var body: some View {
      Text(labels.content).id(labels.content)
        .frame(width: 200, height: 100)
        .overlay(alignment: .bottom) { Text(labels.overlay).id(labels.overlay) }
        .background { Text("behind") }
    }
  }

  private func host(_ labels: Labels) -> ViewHost {
    let host = ViewHost(Labelled(labels: labels), size: CGSize(width: 300, height: 300))
    _ = host.render()
    return host
  }

  @Test func queriesFindTheOverlayAndContentThatReplacedOthers() {
    let labels = Labels()
    let host = host(labels)
    #expect(host.find(text: "first overlay") != nil)
    (labels.overlay, labels.content) = ("second overlay", "second content")
    _ = host.render()
    for (shown, gone) in [("second overlay", "first overlay"), ("second content", "first content")] {
      #expect(host.find(text: shown) != nil)
      #expect(host.find(text: gone) == nil)
    }
  }

  @Test func theBackgroundIsVisitedBeforeTheContentAndTheOverlayAfter() {
    let labels = Labels()
    let host = host(labels)
    #expect(texts(in: host) == ["behind", "first content", "first overlay"])
    labels.overlay = "second overlay"
    _ = host.render()
    #expect(texts(in: host) == ["behind", "first content", "second overlay"])
  }

  /// The texts of the displayed tree, in the order walks visit them.
  private func texts(in host: ViewHost) -> [String] {
    var texts: [String] = []
    host.graph.root?.visitDisplayed { node in
      if let text = node as? TextNode { texts.append(text.plainText) }
      return true
    }
    return texts
  }
}
