import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A main window whose buttons open and close windows for values.
@MainActor
private struct NoteOpener: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack {
      Button("Note 1") { openWindow(value: 1) }
      Button("Note 2") { openWindow(value: 2) }
      Button("Note 11") { openWindow(value: 11) }
      Button("Tag") { openWindow(value: "swift") }
      Button("Other Tag") { openWindow(id: "other", value: "swift") }
      Button("Close Note 1") { dismissWindow(value: 1) }
      Button("Close Other Tag") { dismissWindow(id: "other", value: "swift") }
    }
  }
}

/// A note's window, which can move on to another note by setting its binding.
@MainActor
private struct NoteWindow: View {
  @Binding var id: Int?
  var body: some View {
    VStack {
      Text("Showing note \(id.map(String.init) ?? "none")")
      Button("Next") { id = (id ?? 0) + 10 }
    }
  }
}

private struct NotesApp: Scene {
  var body: some Scene {
    WindowGroup("Notes") { NoteOpener() }
    WindowGroup("Note", for: Int.self) { id in NoteWindow(id: id) }
    WindowGroup("Tag", for: String.self) { tag in Text("Tag \(tag.wrappedValue ?? "none")") }
    WindowGroup("Other Tag", id: "other", for: String.self) { tag in Text("Other \(tag.wrappedValue ?? "none")") }
  }
}

/// Window groups that present values: `openWindow(value:)` opens a window for a value, or brings forward the one
/// that presents it; the window's binding changes what it presents; `dismissWindow(value:)` closes it.
@MainActor
struct PresentedWindowTests {
  private let size = CGSize(width: 400, height: 400)

  private func openTitles(_ host: ViewHost) throws -> [String?] {
    try #require(host.sceneWindows).open.map(\.description.title)
  }

  /// Whether `window` shows `text`.
  private func shows(_ text: String, in window: SceneWindow) -> Bool {
    ViewHost(window: window, size: size).find(text: text) != nil
  }

  @Test func aValueOpensItsWindowOnceAndBringsItForwardAfter() throws {
    let host = ViewHost(scene: NotesApp(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(host.tap(text: "Note 1"))
    #expect(host.tap(text: "Note 2"))
    #expect(try openTitles(host) == ["Notes", "Note", "Note"])
    let first = windows.open[1]
    #expect(shows("Showing note 1", in: first))
    #expect(shows("Showing note 2", in: windows.open[2]))
    #expect(host.tap(text: "Note 1"))
    #expect(try openTitles(host) == ["Notes", "Note", "Note"], "an equal value opens no second window")
    #expect(windows.focused === first, "the window presenting it comes forward")
  }

  @Test func theTypeOrTheIdentifierChoosesTheGroup() throws {
    let host = ViewHost(scene: NotesApp(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(host.tap(text: "Tag"))
    #expect(try openTitles(host) == ["Notes", "Tag"], "the first group presenting strings")
    #expect(host.tap(text: "Other Tag"))
    #expect(try openTitles(host) == ["Notes", "Tag", "Other Tag"], "the same value in another group is another window")
    let other = try #require(windows.window(titled: "Other Tag"))
    #expect(shows("Other swift", in: other))
    #expect(host.tap(text: "Other Tag"))
    #expect(try openTitles(host).count == 3)
    #expect(windows.focused === other)
  }

  @Test func settingTheBindingChangesWhatTheWindowPresents() throws {
    let host = ViewHost(scene: NotesApp(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(host.tap(text: "Note 1"))
    let note = ViewHost(window: windows.open[1], size: size)
    #expect(note.tap(text: "Next"))
    note.layout()
    #expect(note.find(text: "Showing note 11") != nil)
    #expect(host.tap(text: "Note 11"))
    #expect(try openTitles(host) == ["Notes", "Note"], "the window now presents 11")
    #expect(windows.focused === windows.open[1])
    #expect(host.tap(text: "Note 1"))
    #expect(try openTitles(host) == ["Notes", "Note", "Note"], "and no longer 1")
  }

  @Test func dismissWindowClosesTheWindowOfAValue() throws {
    let host = ViewHost(scene: NotesApp(), size: size)
    #expect(host.tap(text: "Note 1"))
    #expect(host.tap(text: "Note 2"))
    #expect(host.tap(text: "Other Tag"))
    #expect(host.tap(text: "Close Note 1"))
    let windows = try #require(host.sceneWindows)
    #expect(try openTitles(host) == ["Notes", "Note", "Other Tag"])
    #expect(shows("Showing note 2", in: windows.open[1]))
    #expect(host.tap(text: "Close Other Tag"))
    #expect(try openTitles(host) == ["Notes", "Note"])
  }

  @Test func aNewWindowOfTheGroupPresentsNothing() throws {
    let host = ViewHost(scene: NotesApp(), size: size)
    let controller = try #require(host.sceneWindowController)
    let window = controller.open(at: 1)
    #expect(shows("Showing note none", in: window))
  }
}
