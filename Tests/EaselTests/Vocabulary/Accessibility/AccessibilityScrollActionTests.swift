import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A scroll view's scroll actions, which page it as Page Up and Page Down do, and an app's scroll action, which
/// replaces them.
@MainActor
@Suite struct AccessibilityScrollActionTests {
  struct Rows: View {
    var axes: Axis.Set = .vertical
    var body: some View {
      ScrollView(axes) {
        if axes == .horizontal {
          HStack { ForEach(0..<30) { Text("Column \($0)").frame(width: 80) } }
        } else {
          VStack(spacing: 0) { ForEach(0..<60) { Text("Row \($0)").frame(height: 20) } }
        }
      }
    }
  }

  @Test func aScrollViewIsAScrollAreaThatAReaderPagesAsThePageKeysDo() throws {
    let host = ViewHost(Rows(), size: CGSize(width: 200, height: 200))
    let area = try #require(host.accessibilityTree.first)
    #expect(area.role == .scrollArea && area.label == nil)
    #expect(area.actions == [.named("Scroll up"), .named("Scroll down")])
    // It takes the window's height and its content's width, as the scroll view does.
    #expect(area.children.first?.label == "Row 0" && area.frame.minY == 0 && area.frame.height == 200)
    let keyed = ViewHost(Rows(), size: CGSize(width: 200, height: 200))
    #expect(try #require(host.find(accessibilityLabel: "Row 10")).frame.minY >= 200)
    #expect(host.performAccessibilityAction(.named("Scroll down"), on: area))
    #expect(keyed.key(.pageDown))
    let row = try #require(host.find(accessibilityLabel: "Row 10")).frame
    #expect(row.minY < 200, "a page down brought row 10 into view")
    #expect(row == keyed.find(accessibilityLabel: "Row 10")?.frame, "as Page Down did")
    #expect(host.performAccessibilityAction(.named("Scroll up"), on: area))
    #expect(host.find(accessibilityLabel: "Row 0")?.frame.minY == area.children.first?.frame.minY)
    // A horizontal one scrolls left and right only.
    let wide = ViewHost(Rows(axes: .horizontal), size: CGSize(width: 200, height: 100))
    let strip = try #require(wide.accessibilityTree.first)
    #expect(strip.actions == [.named("Scroll left"), .named("Scroll right")])
    #expect(!wide.performAccessibilityAction(.named("Scroll down"), on: strip))
    #expect(wide.performAccessibilityAction(.named("Scroll right"), on: strip))
    #expect(try #require(wide.find(accessibilityLabel: "Column 0")).frame.minX < 0)
  }

  @Test func aListIsAListThatScrollsAndAnAppsScrollActionReplacesTheScrollViews() throws {
    struct Lists: View {
      @State var pages = 0
      var body: some View {
        VStack {
          List(0..<50, id: \.self) { Text("Item \($0)") }.frame(height: 150)
          ScrollView { Text("Page \(pages)").frame(height: 400) }
            .accessibilityScrollAction { edge in pages += edge == .bottom ? 1 : 0 }
            .frame(height: 100)
        }
      }
    }
    let host = ViewHost(Lists(), size: CGSize(width: 300, height: 300))
    let list = try #require(host.accessibilityTree.first)
    #expect(list.role == .list && list.actions == [.named("Scroll up"), .named("Scroll down")])
    #expect(list.children.first?.flattened.contains { $0.label == "Item 0" } == true)
    #expect(host.performAccessibilityAction(.named("Scroll down"), on: list))
    // The rows scrolled out of the lazy list left it.
    #expect(host.find(accessibilityLabel: "Item 0") == nil && host.find(accessibilityLabel: "Item 8") != nil)
    let pager = try #require(host.accessibilityTree.last)
    #expect(pager.role == .scrollArea && pager.actions.count == 4)
    #expect(host.performAccessibilityAction(.named("Scroll down"), on: pager))
    let page = try #require(host.find(accessibilityLabel: "Page 1"))
    #expect(page.frame.minY == pager.children.first?.frame.minY, "the app's action ran, not the scroll view's")
  }
}
