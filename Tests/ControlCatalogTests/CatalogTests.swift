import ControlCatalog
import Easel
import EaselTesting
import Foundation
import Testing

/// Empty user defaults for one test, so stored settings never leak between runs.
enum CatalogStore {
  static func fresh() -> UserDefaults {
    let name = "control-catalog-tests-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    return store
  }
}

/// The catalog used as a person would: the sidebar switches pages, settings change the language at runtime.
@MainActor
@Suite struct CatalogTests {
  @Test func theSidebarShowsThePageThatIsClicked() {
    let host = ViewHost(CatalogView().defaultAppStorage(CatalogStore.fresh()), size: CGSize(width: 980, height: 720))
    #expect(host.find(text: "Prominent") != nil)
    #expect(host.tap(text: "Text Input"))
    #expect(host.find(text: "Rounded border") != nil)
    #expect(host.find(text: "Prominent") == nil)
  }

  @Test func choosingALanguageRerendersTheCatalogsTextInIt() {
    let store = CatalogStore.fresh()
    let host = ViewHost(CatalogPage(.settings).defaultAppStorage(store), size: CGSize(width: 720, height: 400))
    #expect(host.find(text: "Hello! This text follows the language you pick.") != nil)
    #expect(host.tap(text: "한국어"))
    #expect(host.find(text: "안녕하세요! 이 글은 고른 언어를 따릅니다.") != nil)
    #expect(host.find(text: "실행 횟수: 0") != nil)
    #expect(host.tap(text: "실행 한 번 세기"), "the button's title follows the language too")
    #expect(host.find(text: "실행 횟수: 1") != nil)
    #expect(host.find(text: "언어") != nil, "the group's heading follows the language too")
    #expect(store.string(forKey: "catalog.language") == "ko", "the choice is kept in user defaults")
    #expect(host.tap(text: "Deutsch"))
    #expect(host.find(text: "Starts: 1") != nil)
    #expect(host.find(text: "Einen Start zählen") != nil)
  }

  @Test func theSecondsCounterFollowsTheTimer() {
    let host = ViewHost(
      CatalogPage(.settings).defaultAppStorage(CatalogStore.fresh()), size: CGSize(width: 720, height: 400))
    host.advance(by: 3.5)
    #expect(host.find(text: "Seconds on this screen: 3") != nil)
  }

  @Test func theScrollingPageFollowsItsScrollViewAndRefreshes() async {
    let host = ViewHost(CatalogPage(.scrolling), size: CGSize(width: 720, height: 700))
    #expect(host.tap(text: "Row 25"))
    host.layout()
    host.advance(by: 1)
    #expect(host.find(text: "Scrolled to: row 25 · phase: idle · offset: 800") != nil, "32-point rows")
    #expect(host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 40)))
    host.layout()
    #expect(host.find(text: "Scrolled to: row 26 · phase: interacting · offset: 840") != nil)
    host.advance(by: 1)
    #expect(host.find(text: "Scrolled to: row 26 · phase: idle · offset: 840") != nil)
    #expect(host.key(.f5))
    #expect(await host.runMainQueue(until: { host.find(text: "Refreshed 1 times") != nil }))
  }

  @Test func anAlertFromThePresentationsPageRunsItsAction() {
    let host = ViewHost(CatalogPage(.presentations), size: CGSize(width: 720, height: 500))
    #expect(host.tap(text: "Alert"))
    host.advance(by: 1)
    #expect(host.find(text: "Delete the file?") != nil)
    #expect(host.tap(text: "Delete"))
    host.advance(by: 1)
    #expect(host.find(text: "Deleted") != nil)
    #expect(host.find(text: "Delete the file?") == nil)
  }
}
