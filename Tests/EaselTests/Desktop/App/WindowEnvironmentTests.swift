import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
struct InspectorOpener: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    VStack {
      Button("Show Inspector") { openWindow(id: "inspector") }
      Text("phase \(String(describing: scenePhase))")
    }
  }
}

@MainActor
struct ZoomControl: View {
  @SceneStorage("zoom") private var zoom = 1.0
  var body: some View {
    Button("Zoom \(Int(zoom))") { zoom *= 2 }
  }
}

/// What a window tells its views: how to open other windows, whether it is in use, and its own stored state.
@MainActor
struct WindowEnvironmentTests {
  private let size = CGSize(width: 300, height: 200)

  @Test func openWindowOpensTheGroupWithThatID() {
    let host = ViewHost(scene: Group2Scene(), size: size)
    #expect(host.find(text: "Show Inspector") != nil, "the first window group opens")
    #expect(host.find(text: "Inspector") == nil)
    #expect(host.tap(text: "Show Inspector"))
    #expect(host.openedWindowIDs == ["inspector"])
    #expect(windowDescriptions(of: Group2Scene()).map(\.id) == [nil, "inspector"])
  }

  @Test func viewsFollowTheWindowsScenePhase() {
    let host = ViewHost(InspectorOpener(), size: size)
    #expect(host.find(text: "phase active") != nil)
    host.scenePhase = .inactive
    #expect(host.find(text: "phase inactive") != nil)
    host.scenePhase = .background
    #expect(host.find(text: "phase background") != nil)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }

  @Test func sceneStorageIsKeptPerWindow() throws {
    let name = "org.easel.test.scene-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: name))
    defer { UserDefaults.standard.removePersistentDomain(forName: name) }
    let first = ViewHost(ZoomControl().environment(\.sceneStorage, store), size: size)
    #expect(first.tap(text: "Zoom 1"))
    #expect(first.find(text: "Zoom 2") != nil)
    let reopened = ViewHost(ZoomControl().environment(\.sceneStorage, store), size: size)
    #expect(reopened.find(text: "Zoom 2") != nil, "the same window finds its zoom again")
    let other = ViewHost(ZoomControl(), size: size)
    #expect(other.find(text: "Zoom 1") != nil, "another window has its own")
  }

  @Test func sceneStoresOfWindowsAreStableAcrossRuns() {
    let a = UserDefaults.sceneStorage(appName: "Tests", window: "/home/me/notes/list.note")
    let b = UserDefaults.sceneStorage(appName: "Tests", window: "/home/me/notes/list.note")
    let c = UserDefaults.sceneStorage(appName: "Tests", window: "/home/me/notes/other.note")
    a.set(3, forKey: "zoom")
    defer { a.removeObject(forKey: "zoom") }
    #expect(b.integer(forKey: "zoom") == 3)
    #expect(c.object(forKey: "zoom") == nil)
  }
}

struct Group2Scene: Scene {
  var body: some Scene {
    WindowGroup("Main") { InspectorOpener() }
    WindowGroup("Inspector", id: "inspector") { Text("Inspector") }
  }
}
