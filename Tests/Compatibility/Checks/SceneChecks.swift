import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The scenes of `MacAppScenesSnippets`: the utility window opens once and closes, Settings opens from its link and
/// from Edit ▸ Preferences…, and the menu bar extra is a menu of the window's menu bar.
@MainActor
@Suite struct SceneChecks {
  private let size = CGSize(width: 600, height: 400)

  @Test func theActivityWindowOpensOnceAndClosesItself() throws {
    let host = ViewHost(scene: NotesAppScenes(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(host.tap(text: "Show Activity"))
    #expect(host.tap(text: "Show Activity"))
    #expect(windows.open.map(\.description.title) == [nil, "Activity"])
    let activity = try #require(windows.window(titled: "Activity"))
    #expect(activity.size == CGSize(width: 320, height: 240))
    #expect(ViewHost(window: activity, size: activity.size).tap(text: "Close"))
    #expect(windows.open.count == 1)
  }

  @Test func settingsOpenFromTheLinkAndTheMenu() throws {
    let host = ViewHost(scene: NotesAppScenes(), size: size)
    #expect(host.tap(text: "Settings"))
    let windows = try #require(host.sceneWindows)
    let settings = try #require(windows.window(titled: "Preferences"))
    let settingsHost = ViewHost(window: settings, size: settings.size)
    #expect(settingsHost.find(text: "Show Previews") != nil)
    #expect(settingsHost.find(text: "Advanced") != nil, "the tabs")
    #expect(host.tap(text: "Edit") && host.tap(text: "Preferences…"))
    #expect(windows.open.count == 2)
  }

  @Test func theControlGroupsButtonsWork() throws {
    let host = ViewHost(scene: NotesAppScenes(), size: size)
    let smaller = try #require(host.find(text: "Smaller"))
    let larger = try #require(host.find(text: "Larger"))
    #expect(smaller.midY == larger.midY, "one row")
    #expect(host.tap(text: "Larger") && host.tap(text: "Larger"))
    #expect(host.find(text: "14 pt") != nil)
  }

  @Test func theMenuBarExtraIsAMenuOfTheMenuBar() throws {
    let host = ViewHost(scene: NotesAppScenes(), size: size)
    let bar = try #require(host.accessibilityTree.first { $0.role == .menuBar })
    #expect(bar.children.map(\.label) == ["File", "Edit", "Notes"])
    #expect(host.find(text: "New Note") == nil)
    #expect(host.performAccessibilityAction(on: bar.children[2]))
    host.advance(by: 0.5)
    #expect(host.find(text: "New Note") != nil)
  }
}
