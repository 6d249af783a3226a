import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A main window whose buttons open and close the app's other scenes.
@MainActor
struct SceneOpener: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.openSettings) private var openSettings

  var body: some View {
    VStack {
      Button("Doctor") { openWindow(id: "doctor") }
      Button("Viewer") { openWindow(id: "viewer") }
      Button("Close Doctor") { dismissWindow(id: "doctor") }
      Button("Close Viewers") { dismissWindow(id: "viewer") }
      Button("Settings") { openSettings() }
      SettingsLink()
    }
  }
}

/// A window that closes itself.
@MainActor
struct SelfClosing: View {
  @Environment(\.dismissWindow) private var dismissWindow
  var body: some View { Button("Done") { dismissWindow() } }
}

struct ScenesApp: Scene {
  var body: some Scene {
    WindowGroup("Main") { SceneOpener() }
    Window("Connection Doctor", id: "doctor") { Text("Doctor") }
    WindowGroup("Viewer", id: "viewer") { SelfClosing() }
    Settings { Form { Toggle("Show Previews", isOn: .constant(true)) }.frame(width: 360) }
  }
}

/// The windows of an app's scenes: `Window` opens one window at most, a window group any number; `dismissWindow`
/// closes them; `Settings` opens from Edit ▸ Preferences… (Ctrl+,), `openSettings` and `SettingsLink`.
@MainActor
struct SceneWindowTests {
  private let size = CGSize(width: 500, height: 400)

  private func openTitles(_ host: ViewHost) throws -> [String?] {
    try #require(host.sceneWindows).open.map(\.description.title)
  }

  @Test func aWindowSceneOpensOnceAndComesForwardWhenOpenedAgain() throws {
    let host = ViewHost(scene: ScenesApp(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(try openTitles(host) == ["Main"], "the first window group opens at launch")
    #expect(host.tap(text: "Doctor"))
    #expect(try openTitles(host) == ["Main", "Connection Doctor"])
    let doctor = try #require(windows.window(titled: "Connection Doctor"))
    #expect(ViewHost(window: doctor, size: size).find(text: "Doctor") != nil)
    #expect(host.tap(text: "Viewer"))
    #expect(windows.focused?.description.title == "Viewer")
    #expect(host.tap(text: "Doctor"))
    #expect(try openTitles(host) == ["Main", "Connection Doctor", "Viewer"], "no second doctor")
    #expect(windows.focused === doctor, "the open one comes forward")
    #expect(host.openedWindowIDs == ["doctor", "viewer"])
  }

  @Test func aWindowGroupOpensAWindowEachTimeAndDismissWindowClosesThemAll() throws {
    let host = ViewHost(scene: ScenesApp(), size: size)
    #expect(host.tap(text: "Viewer"))
    #expect(host.tap(text: "Viewer"))
    #expect(host.tap(text: "Doctor"))
    #expect(try openTitles(host) == ["Main", "Viewer", "Viewer", "Connection Doctor"])
    #expect(host.tap(text: "Close Viewers"))
    #expect(try openTitles(host) == ["Main", "Connection Doctor"])
    #expect(host.tap(text: "Close Doctor"))
    #expect(try openTitles(host) == ["Main"])
    #expect(host.tap(text: "Close Doctor"), "closing what is not open does nothing")
    #expect(try openTitles(host) == ["Main"])
  }

  @Test func dismissWindowWithoutAnIDClosesTheWindowItIsIn() throws {
    let host = ViewHost(scene: ScenesApp(), size: size)
    #expect(host.tap(text: "Viewer"))
    #expect(host.tap(text: "Viewer"))
    let windows = try #require(host.sceneWindows)
    let first = windows.open[1]
    #expect(ViewHost(window: first, size: size).tap(text: "Done"))
    #expect(windows.open.count == 2 && !windows.open.contains { $0 === first }, "only that viewer closed")
  }

  @Test func fileNewWindowAndCloseWindowActOnTheScenesWindows() throws {
    let host = ViewHost(scene: ScenesApp(), size: size)
    #expect(host.key("n", modifiers: .command))
    #expect(try openTitles(host) == ["Main", "Main"], "Ctrl+N opens another window of the group")
    #expect(host.tap(text: "Doctor"))
    let windows = try #require(host.sceneWindows)
    let doctor = ViewHost(window: try #require(windows.window(titled: "Connection Doctor")), size: size)
    doctor.key("n", modifiers: .command)
    #expect(try openTitles(host) == ["Main", "Main", "Connection Doctor"], "a Window has no New Window")
    #expect(doctor.key("w", modifiers: .command))
    #expect(try openTitles(host) == ["Main", "Main"], "Ctrl+W closes the window it is pressed in")
  }

  @Test func preferencesEndsTheEditMenuWithCtrlCommaAndOpensOneSettingsWindow() throws {
    let host = ViewHost(scene: ScenesApp(), size: size)
    #expect(host.tap(text: "Edit"))
    let selectAll = try #require(host.find(text: "Select All"))
    let preferences = try #require(host.find(text: "Preferences…"))
    #expect(preferences.minY > selectAll.minY, "Preferences ends Edit, as in GNOME apps")
    #expect(host.find(text: "Ctrl+,") != nil)
    #expect(host.tap(text: "Preferences…"))
    #expect(try openTitles(host) == ["Main", "Preferences"])
    #expect(host.key(",", modifiers: .command))
    #expect(host.tap(text: "Settings"))
    #expect(host.tap(text: "Preferences…"), "SettingsLink's default label")
    #expect(try openTitles(host) == ["Main", "Preferences"], "one settings window, brought forward")
    let settings = try #require(host.sceneWindows?.window(titled: "Preferences"))
    #expect(settings.size.width == 360, "it opens at the width its content asks for")
    #expect(settings.size.height >= 160 && settings.size.height < 400)
    let settingsHost = ViewHost(window: settings, size: settings.size)
    #expect(settingsHost.find(text: "Show Previews") != nil)
    #expect(settingsHost.find(text: "Edit") == nil, "no menu bar in the preferences window")
    #expect(settingsHost.key("w", modifiers: .command), "but its shortcuts")
    #expect(try openTitles(host) == ["Main"])
  }

  @Test func anAppWithoutSettingsHasNoPreferencesItem() {
    let host = ViewHost(scene: Group2Scene(), size: size)
    #expect(!host.key(",", modifiers: .command))
    #expect(host.sceneWindows?.open.count == 1)
  }

  @Test func aWindowAsTheFirstSceneOpensAtLaunch() throws {
    struct Utility: Scene {
      var body: some Scene {
        Window(Text("Utility"), id: "utility") { Text("Tools") }.defaultSize(width: 200, height: 100)
        WindowGroup { Text("Document") }
      }
    }
    let host = ViewHost(scene: Utility(), size: size)
    #expect(host.find(text: "Tools") != nil)
    let window = try #require(host.sceneWindows?.open.first)
    #expect(window.size == CGSize(width: 200, height: 100))
    #expect(window.title(appName: "App") == "Utility")
  }
}

/// `MenuBarExtra`: GNOME shows no status icons, so an extra's content is in the app's menu bar.
@MainActor
struct MenuBarExtraTests {
  private let size = CGSize(width: 500, height: 400)

  @Observable @MainActor
  final class Log {
    var ran: [String] = []
    var inserted = true
  }

  @Test func aMenuStyleExtraIsAMenuOfTheMenuBar() throws {
    struct StatusApp: Scene {
      let log: Log
      var body: some Scene {
        WindowGroup("Main") { Text("Content") }
        MenuBarExtra("Status", systemImage: "star", isInserted: Bindable(log).inserted) {
          Button("Refresh") { log.ran.append("refresh") }
          Divider()
          Button("Pause") { log.ran.append("pause") }
        }
      }
    }
    let log = Log()
    let host = ViewHost(scene: StatusApp(log: log), size: size)
    let edit = try #require(host.find(text: "Edit"))
    let status = try #require(host.find(text: "Status"))
    #expect(status.minX > edit.maxX && status.maxY <= MenuBar.height, "in the bar, after the standard menus")
    #expect(host.tap(text: "Status"))
    #expect(host.tap(text: "Pause"))
    #expect(log.ran == ["pause"])
    log.inserted = false
    host.advance(by: 0.1)
    #expect(host.find(text: "Status") == nil, "isInserted false removes it")
  }

  @Test func aWindowStyleExtraOpensItsContentInAWindowFromItsMenu() throws {
    struct WeatherApp: Scene {
      var body: some Scene {
        WindowGroup("Main") { Text("Content") }
        MenuBarExtra("Weather") { Text("Sunny, 21°") }.menuBarExtraStyle(.window)
      }
    }
    let host = ViewHost(scene: WeatherApp(), size: size)
    #expect(try #require(host.sceneWindows).open.count == 1, "not at launch: the app has a window")
    #expect(host.tap(text: "Weather"))
    #expect(host.tap(text: "Weather"), "the menu's one item")
    let window = try #require(host.sceneWindows?.window(titled: "Weather"))
    #expect(ViewHost(window: window, size: window.size).find(text: "Sunny, 21°") != nil)
  }

  @Test func anAppWhoseOnlySceneIsAnExtraOpensItsContentAtLaunch() throws {
    struct Utility: Scene {
      var body: some Scene {
        MenuBarExtra("Utility", systemImage: "hammer") { Button("Clean Up") {} }
      }
    }
    let host = ViewHost(scene: Utility(), size: size)
    #expect(host.find(text: "Clean Up") != nil)
    #expect(host.find(text: "Utility") != nil, "and its menu")
  }
}
