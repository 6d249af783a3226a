import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct LayoutChecks {
  @Test func theFlowLayoutWrapsTagsIntoRows() throws {
    let host = ViewHost(TagCloud(), size: CGSize(width: 400, height: 300))
    let first = try #require(host.find(text: "SwiftUI"))
    let last = try #require(host.find(text: "Alignment"))
    #expect(last.minY > first.maxY, "the tags wrap onto further rows")
    let tags = TagCloud().tags.compactMap { host.find(text: $0) }
    #expect(tags.count == 8)
    #expect(tags.allSatisfy { $0.minX >= 80 - 8 && $0.maxX <= 320 + 8 }, "every tag stays within 240 points")
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func buttonsTakeTheWidestLabelsWidthThroughAPreference() throws {
    let host = ViewHost(EqualWidthButtons(), size: CGSize(width: 500, height: 200))
    host.layout()
    let frames = try ["OK", "Cancel", "Don't Save"].map { try #require(host.find(accessibilityLabel: $0)?.frame) }
    #expect(frames[0].width == frames[2].width)
    #expect(frames[1].width == frames[2].width)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func theUnderlineFollowsTheSelectionThroughAnAnchor() throws {
    let host = ViewHost(UnderlinedTabBar(), size: CGSize(width: 400, height: 200))
    host.layout()
    let home = try #require(host.find(text: "Home"))
    let underline = try #require(underlineFrame(in: host))
    #expect(underline.minX == home.minX && underline.width == home.width)
    #expect(host.tap(text: "Settings"))
    host.advance(by: 1)
    let settings = try #require(host.find(text: "Settings"))
    let moved = try #require(underlineFrame(in: host))
    #expect(moved.minX == settings.minX && moved.width == settings.width)
  }

  @Test func colonsLineUpOnACustomAlignment() throws {
    let host = ViewHost(ColonAlignedForm(), size: CGSize(width: 400, height: 200))
    let colons = try ["Name:", "Occupation:", "Hometown:"].map { try #require(host.find(text: $0)).maxX }
    #expect(colons[0] == colons[1] && colons[1] == colons[2])
    let values = try ["Taylor Swift", "Singer", "West Reading"].map { try #require(host.find(text: $0)).minX }
    #expect(values[0] == values[1] && values[1] == values[2])
  }

  /// The frame of the 2-point-high rectangle the tab bar draws, in window coordinates.
  private func underlineFrame(in host: ViewHost) -> CGRect? {
    var found: CGRect?
    host.graph.root?.visitDisplayedInHost { node, toHost in
      if node.size.height == 2, node.children.isEmpty {
        found = CGRect(origin: .zero, size: node.size).applying(toHost)
        return false
      }
      return true
    }
    return found
  }
}
