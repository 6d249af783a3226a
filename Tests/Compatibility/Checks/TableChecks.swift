import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The table of `MacTableSnippets`: its header sorts, its rows select.
@MainActor
@Suite struct TableChecks {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  private func rowOrder(_ host: ViewHost) -> [String] {
    ["Juan", "Mei", "Tom", "Gita"].compactMap { name in host.find(text: name).map { (name, $0.minY) } }
      .sorted { $0.1 < $1.1 }.map(\.0)
  }

  @Test func clickingAColumnTitleSortsByItThenReversesIt() throws {
    let host = ViewHost(PeopleTable(), size: CGSize(width: 640, height: 260))
    #expect(rowOrder(host) == ["Juan", "Mei", "Tom", "Gita"], "the table shows the data's order")
    #expect(host.tap(text: "Family Name"))
    #expect(rowOrder(host) == ["Juan", "Mei", "Tom", "Gita"], "Chavez, Chen, Clark, Kumar")
    #expect(host.tap(text: "Given Name"))
    #expect(rowOrder(host) == ["Gita", "Juan", "Mei", "Tom"])
    #expect(host.tap(text: "Given Name"))
    #expect(rowOrder(host) == ["Tom", "Mei", "Juan", "Gita"], "a second click reverses the order")
    let comparison = ReferenceImage.compare(host.render(), named: "people-table", in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func clickingARowSelectsIt() throws {
    let host = ViewHost(PeopleTable(), size: CGSize(width: 640, height: 260))
    #expect(host.find(text: "0 people selected") != nil)
    #expect(host.tap(text: "meichen@icloud.com"))
    #expect(host.find(text: "1 people selected") != nil)
    #expect(host.tap(text: "Tom"))
    #expect(host.find(text: "1 people selected") != nil, "a click selects its row alone")
    let rows = host.accessibilityElements.filter { $0.role == .listItem }
    #expect(rows.count == 4)
    #expect(rows.map { $0.traits.contains(.isSelected) } == [false, false, true, false], "Tom's row is selected")
  }
}
