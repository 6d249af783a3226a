import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A mail-like split view: folders in the sidebar, the selected folder's name in the detail.
private struct FolderSplit: View {
  @State var selection: String? = "Inbox"
  @State var visibility = NavigationSplitViewVisibility.all
  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(["Inbox", "Sent", "Archive"], id: \.self, selection: $selection) { Text($0) }
        .navigationTitle("Folders")
    } detail: {
      VStack {
        Text("Showing \(selection ?? "nothing")")
        Button("Hide sidebar") { visibility = .detailOnly }
      }
    }
  }
}

@MainActor
@Suite struct NavigationSplitViewTests {
  private let size = CGSize(width: 800, height: 500)

  @Test func theSidebarSelectionDrivesTheDetail() throws {
    let host = ViewHost(FolderSplit(), size: size)
    let inbox = try #require(host.find(text: "Inbox"))
    let detail = try #require(host.find(text: "Showing Inbox"))
    #expect(inbox.maxX < 240, "the sidebar is 240 points wide")
    #expect(detail.minX > 240, "the detail fills the rest")
    #expect(abs(detail.midX - (240 + 1 + (800 - 241) / 2)) < 2, "centred in the detail column")
    #expect(host.tap(text: "Archive"))
    #expect(host.find(text: "Showing Archive") != nil)
  }

  @Test func columnVisibilityHidesTheSidebar() throws {
    let host = ViewHost(FolderSplit(), size: size)
    #expect(host.tap(text: "Hide sidebar"))
    #expect(host.find(text: "Inbox") == nil)
    let detail = try #require(host.find(text: "Showing Inbox"))
    #expect(abs(detail.midX - 400) < 2)
  }

  @Test func threeColumnsWithAColumnWidth() throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Sidebar").navigationSplitViewColumnWidth(180)
      } content: {
        Text("Content")
      } detail: {
        Text("Detail")
      }, size: size)
    let sidebar = try #require(host.find(text: "Sidebar"))
    let content = try #require(host.find(text: "Content"))
    let detail = try #require(host.find(text: "Detail"))
    #expect(abs(sidebar.midX - 90) < 2, "the sidebar takes the width its view sets")
    #expect(abs(content.midX - (181 + 140)) < 2, "the content column is 280 wide")
    #expect(detail.minX > 181 + 281)
  }
}
