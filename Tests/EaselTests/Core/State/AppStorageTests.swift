import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct AppStorageTests {
  private let size = CGSize(width: 300, height: 100)

  private func freshStore() -> (UserDefaults, String) {
    let name = "easel-tests-\(UUID().uuidString)"
    return (UserDefaults(suiteName: name)!, name)
  }

  private enum Theme: String { case light, dark }

  private struct Settings: View {
    @AppStorage("count") private var count = 0
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
      VStack {
        Text("count \(count)").onTapGesture { count += 1 }
        Text("theme \(theme.rawValue)").onTapGesture { theme = .dark }
        Text("nickname \(nickname ?? "none")").onTapGesture { nickname = nickname == nil ? "Ada" : nil }
      }
    }
  }

  private struct Mirror: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("mirror \(count)") }
  }

  @Test func valuesStartAtTheirDefaultsAndWritesReachTheStore() {
    let (store, name) = freshStore()
    defer { store.removePersistentDomain(forName: name) }
    let host = ViewHost(Settings().defaultAppStorage(store), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "count 0") != nil)
    host.tap(text: "count 0")
    host.tap(text: "count 1")
    #expect(host.find(text: "count 2") != nil)
    #expect(store.integer(forKey: "count") == 2)
    host.tap(text: "theme light")
    #expect(host.find(text: "theme dark") != nil)
    #expect(store.string(forKey: "theme") == "dark")
    host.tap(text: "nickname none")
    #expect(store.string(forKey: "nickname") == "Ada")
    host.tap(text: "nickname Ada")
    #expect(store.object(forKey: "nickname") == nil, "setting nil removes the key")
  }

  @Test func everyViewReadingTheKeyUpdatesAndValuesSurviveANewHost() {
    let (store, name) = freshStore()
    defer { store.removePersistentDomain(forName: name) }
    let host = ViewHost(
      VStack {
        Settings()
        Mirror()
      }.defaultAppStorage(store), size: CGSize(width: 300, height: 200), textEngine: FixedMetricsTextEngine())
    host.tap(text: "count 0")
    #expect(host.find(text: "mirror 1") != nil)
    let again = ViewHost(Mirror().defaultAppStorage(store), size: size, textEngine: FixedMetricsTextEngine())
    #expect(again.find(text: "mirror 1") != nil)
  }

  @Test func anExplicitStoreWinsAndTheBindingWritesThrough() {
    let (store, name) = freshStore()
    defer { store.removePersistentDomain(forName: name) }
    struct Flag: View {
      let store: UserDefaults
      @AppStorage var enabled: Bool
      init(store: UserDefaults) {
        self.store = store
        _enabled = AppStorage(wrappedValue: false, "enabled", store: store)
      }
      var body: some View { FlagEditor(isOn: $enabled) }
    }
    struct FlagEditor: View {
      @Binding var isOn: Bool
      var body: some View { Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() } }
    }
    let host = ViewHost(Flag(store: store), size: size, textEngine: FixedMetricsTextEngine())
    host.tap(text: "off")
    #expect(host.find(text: "on") != nil)
    #expect(store.bool(forKey: "enabled"))
  }
}
