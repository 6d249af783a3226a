import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The containers of `MacWindowSnippets`: an outline discloses its children, a gauge tells its value, a group box
/// groups under its label.
@MainActor
@Suite struct ContainerChecks {
  @Test func anOutlineDisclosesItsChildrenOnDemand() throws {
    let host = ViewHost(
      OutlineGroup(sampleFiles, children: \.children) { Text($0.name) }.frame(width: 300),
      size: CGSize(width: 300, height: 300))
    #expect(host.find(text: "Sources") != nil && host.find(text: "README.md") != nil)
    #expect(host.find(text: "App.swift") == nil, "branches start collapsed")
    let expand = try #require(host.find(accessibilityLabel: "Expand"))
    #expect(expand.isExpanded == false)
    host.tap(at: CGPoint(x: expand.frame.midX, y: expand.frame.midY))
    host.advance(by: 1)
    let sources = try #require(host.find(text: "Sources"))
    let child = try #require(host.find(text: "App.swift"))
    #expect(child.minX > sources.minX, "children are indented")
    #expect(child.minY > sources.maxY)
    #expect(host.find(text: "Row.swift") == nil, "each branch opens on its own")
    #expect(host.find(accessibilityLabel: "Collapse")?.isExpanded == true)
  }

  @Test func aHierarchicalListShowsEachRootAsARow() {
    let host = ViewHost(FileBrowserWindow(), size: CGSize(width: 900, height: 500))
    #expect(host.find(text: "Sources") != nil)
    #expect(host.find(text: "Disk") != nil)
    #expect(host.find(accessibilityLabel: "Used", role: .progressIndicator)?.value == "62%")
    #expect(host.find(accessibilityLabel: "CPU", role: .progressIndicator)?.value == "30%")
  }

  @Test func aGaugeClampsItsValueToItsRange() {
    let host = ViewHost(
      VStack {
        Gauge(value: 150, in: 0...100) { Text("Over") }
        Gauge(value: -5.0, in: 0...10) { Text("Under") }
      }.frame(width: 200), size: CGSize(width: 200, height: 120))
    #expect(host.find(accessibilityLabel: "Over")?.value == "100%")
    #expect(host.find(accessibilityLabel: "Under")?.value == "0%")
  }
}
