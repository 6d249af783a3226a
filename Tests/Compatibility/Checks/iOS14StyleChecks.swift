import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct IOS14StyleChecks {
  @Test func presentationModeDismissesAPushedScreen() {
    let host = ViewHost(IOS14StyleForm(), size: CGSize(width: 400, height: 500))
    host.tap(text: "Open First")
    host.advance(by: 1)
    #expect(host.find(text: "Close") != nil)
    host.tap(text: "Close")
    host.advance(by: 1)
    #expect(host.find(text: "Close") == nil, "presentationMode.wrappedValue.dismiss() popped the screen")
    #expect(host.find(text: "Open First") != nil)
  }

  @Test func presentationModeDismissesASheet() {
    let host = ViewHost(IOS14StyleForm(), size: CGSize(width: 400, height: 500))
    host.tap(text: "Show sheet")
    host.advance(by: 1)
    #expect(host.find(text: "Sheet") != nil)
    host.tap(text: "Close")
    host.advance(by: 1)
    #expect(host.find(text: "Sheet") == nil)
  }

  @Test func iOSOnlyModifiersLeaveTheFormAsItWas() throws {
    let host = ViewHost(IOS14StyleForm(), size: CGSize(width: 400, height: 500))
    let button = try #require(host.find(accessibilityIdentifier: "sheet-button"))
    let label = try #require(host.find(text: "Show sheet"))
    #expect(button.frame.contains(label), "border(_:width:) draws over the button without growing it")
    #expect(host.find(text: "Open First") != nil)
  }

  @Test func foundationNetworkingAndCoreGraphicsComeWithTheImports() {
    let loader = IOS14StyleLoader()
    let request = loader.request(for: URL(string: "https://example.com")!)
    #expect(request.timeoutInterval == 5)
    #expect(loader.session === URLSession.shared)
  }

  @Test func accessibilityModifiersDescribeTheRow() throws {
    let host = ViewHost(IOS14StyleAccessibleRow(), size: CGSize(width: 300, height: 100))
    let row = try #require(host.find(accessibilityIdentifier: "favorites-row"))
    #expect(row.label == "Favorites, 12 items")
    #expect(row.hint == "Opens your favorites")
    #expect(row.traits.contains(.isButton))
    #expect(row.frame.width > 50 && row.frame.height > 10)
    #expect(host.find(accessibilityLabel: "Favorites") == nil, "combined children are no elements of their own")
    #expect(host.find(accessibilityLabel: "Favorites, 12 items") == row)
  }
}
