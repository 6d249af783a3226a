import Easel
import EaselTesting
import Foundation
import Testing

/// An app with a settings scene: its Edit menu ends with Preferences…, and the preferences window shows the
/// settings form without a menu bar.
struct NotesWithSettings: Scene {
  var body: some Scene {
    WindowGroup("Notes") { Text("3 notes").padding() }
    Settings {
      Form {
        Toggle("Show Previews", isOn: .constant(true))
        Picker("Sort By", selection: .constant(0)) {
          Text("Date").tag(0)
          Text("Title").tag(1)
        }
      }
      .frame(width: 380)
    }
  }
}

@MainActor
struct SceneScreens {
  @Test func theEditMenuEndsWithPreferences() throws {
    let host = ViewHost(scene: NotesWithSettings(), size: CGSize(width: 420, height: 300))
    #expect(host.tap(text: "Edit"))
    host.advance(by: 0.5)
    let comparison = ReferenceImage.compare(host.render(), named: "scenes-edit-menu", in: referenceImages())
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func thePreferencesWindowFitsItsForm() throws {
    let host = ViewHost(scene: NotesWithSettings(), size: CGSize(width: 420, height: 300))
    #expect(host.key(",", modifiers: .command))
    let settings = try #require(host.sceneWindows?.window(titled: "Preferences"))
    let window = ViewHost(window: settings, size: settings.size)
    let comparison = ReferenceImage.compare(window.render(), named: "scenes-preferences", in: referenceImages())
    #expect(comparison.matches, "\(comparison)")
  }
}
