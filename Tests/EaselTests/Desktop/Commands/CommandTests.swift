import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable @MainActor
final class MenuCommandLog {
  var ran: [String] = []
  var position = 0
}

/// A view that moves a counter on each tap, registering the undo of each move with the window's undo manager.
@MainActor
struct UndoableCounter: View {
  let log: MenuCommandLog
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack {
      Text("Position \(log.position)")
      Button("Move") { move(by: 1) }
    }
  }

  private func move(by step: Int) {
    log.position += step
    undoManager?.registerUndo(withTarget: log) { _ in move(by: -step) }
    undoManager?.setActionName("Move")
  }
}

@MainActor
struct CommandTests {
  private let size = CGSize(width: 500, height: 400)

  private func scene(_ log: MenuCommandLog) -> some Scene {
    WindowGroup("Commands") { UndoableCounter(log: log) }
      .commands {
        CommandMenu("Canvas") {
          Button("Zoom In") { log.ran.append("zoom in") }.keyboardShortcut("=")
          Divider()
          Button("Reset") { log.ran.append("reset") }.keyboardShortcut("r").disabled(true)
        }
        CommandGroup(after: .pasteboard) {
          Button("Duplicate") { log.ran.append("duplicate") }.keyboardShortcut("d")
        }
        CommandGroup(replacing: .help) { Button("Canvas Help") { log.ran.append("help") } }
      }
  }

  private func actions(_ log: MenuCommandLog) -> WindowCommandActions {
    var actions = WindowCommandActions()
    actions.newItem = ("New Window", { log.ran.append("new window") })
    actions.close = { log.ran.append("close") }
    actions.quit = { log.ran.append("quit") }
    return actions
  }

  @Test func theMenuBarListsTheStandardMenusThenTheAppsThenHelp() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    let titles = ["File", "Edit", "Canvas", "Help"]
    let frames = try titles.map { try #require(host.find(text: $0), "\($0) in the bar") }
    #expect(frames.map(\.minX) == frames.map(\.minX).sorted())
    #expect(frames.allSatisfy { $0.maxY <= MenuBar.height })
    #expect(host.find(text: "View") == nil, "a menu with no items is left out")
    #expect(try #require(host.find(text: "Position 0")).minY > MenuBar.height, "the content sits below the bar")
  }

  @Test func aMenuOpensWithAClickShowsShortcutsAndRunsItsCommand() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    #expect(host.tap(text: "Edit"))
    let undo = try #require(host.find(text: "Undo"))
    let selectAll = try #require(host.find(text: "Select All"))
    let duplicate = try #require(host.find(text: "Duplicate"))
    #expect(undo.minY < selectAll.minY && selectAll.minY < duplicate.minY, "the app's group follows Select All")
    #expect(host.find(text: "Ctrl+Z") != nil)
    #expect(host.find(text: "Shift+Ctrl+Z") != nil)
    #expect(host.find(text: "Ctrl+D") != nil)
    #expect(host.tap(text: "Duplicate"))
    #expect(log.ran == ["duplicate"])
    #expect(host.find(text: "Select All") == nil, "choosing closes the menu")
  }

  @Test func movingAlongTheBarWhileAMenuIsOpenSwitchesMenus() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    let edit = try #require(host.find(text: "Edit"))
    host.hover(at: CGPoint(x: edit.midX, y: edit.midY))
    #expect(host.find(text: "Select All") == nil, "with every menu closed, pointing opens nothing")
    #expect(host.tap(text: "File"))
    #expect(host.find(text: "Quit") != nil)
    host.hover(at: CGPoint(x: edit.midX, y: edit.midY))
    #expect(host.find(text: "Select All") != nil, "Edit's menu opens")
    host.advance(by: 0.5)
    #expect(host.find(text: "Quit") == nil, "File's closes")
  }

  @Test func f10OpensTheBarAndTheArrowsMoveAlongIt() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    #expect(host.key(.f10))
    #expect(host.find(text: "Quit") != nil, "F10 opens the first menu")
    #expect(host.key(.rightArrow))
    host.advance(by: 0.5)
    #expect(host.find(text: "Select All") != nil && host.find(text: "Quit") == nil, "Right opens Edit's")
    #expect(host.key(.leftArrow))
    #expect(host.key(.leftArrow))
    host.advance(by: 0.5)
    #expect(host.find(text: "Canvas Help") != nil, "Left from File wraps to Help")
    #expect(host.key(.downArrow) && host.key(.return))
    #expect(log.ran == ["help"])
    host.advance(by: 0.5)
    #expect(host.find(text: "Canvas Help") == nil)
  }

  @Test func theMenuBarIsAMenuBarOfMenuItemsForScreenReaders() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    let bar = try #require(host.accessibilityTree.first { $0.role == .menuBar })
    #expect(bar.children.map(\.label) == ["File", "Edit", "Canvas", "Help"])
    #expect(bar.children.allSatisfy { $0.role == .menuItem && $0.isExpanded == false })
    #expect(host.performAccessibilityAction(on: bar.children[1]))
    host.advance(by: 0.5)
    #expect(host.find(text: "Select All") != nil)
    let menu = try #require(host.accessibilityTree.first { $0.role == .menu })
    #expect(menu.label == "Edit", "a menu is named by its title")
  }

  @Test func shortcutsRunCommandsWithTheirMenusClosed() {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    #expect(host.key("d", modifiers: .command))
    #expect(host.key("=", modifiers: .control))
    #expect(!host.key("r", modifiers: .command), "a disabled command does not run")
    #expect(host.key("n", modifiers: .command))
    #expect(host.key("w", modifiers: .command))
    #expect(host.key("q", modifiers: .command))
    #expect(log.ran == ["duplicate", "zoom in", "new window", "close", "quit"])
  }

  @Test func theFileMenuShowsTheHostsActions() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    #expect(host.tap(text: "File"))
    let new = try #require(host.find(text: "New Window"))
    let quit = try #require(host.find(text: "Quit"))
    #expect(new.minY < quit.minY)
    #expect(host.find(text: "Ctrl+N") != nil && host.find(text: "Ctrl+Q") != nil)
    #expect(host.find(text: "Save") == nil, "no document: no Save")
    #expect(host.tap(text: "Close Window"))
    #expect(log.ran == ["close"])
  }

  @Test func undoAndRedoGoToTheWindowsUndoManagerAndNameTheChange() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: scene(log), size: size, actions: actions(log))
    #expect(host.tap(text: "Move"))
    #expect(host.tap(text: "Move"))
    #expect(log.position == 2)
    #expect(host.tap(text: "Edit"))
    #expect(host.find(text: "Undo Move") != nil)
    #expect(host.tap(text: "Undo Move"))
    #expect(log.position == 1)
    #expect(host.key("z", modifiers: .command))
    #expect(log.position == 0)
    #expect(host.key("z", modifiers: [.command, .shift]))
    #expect(log.position == 1)
    #expect(host.key("y", modifiers: .control), "Ctrl+Y redoes too")
    #expect(log.position == 2)
    #expect(host.tap(text: "Edit"))
    #expect(host.find(text: "Redo") != nil, "nothing left to redo: a plain title")
  }

  @Test func aFocusedTextFieldUndoesItsOwnTyping() {
    let log = MenuCommandLog()
    let field = FieldText()
    let host = ViewHost(
      scene: WindowGroup {
        VStack {
          UndoableCounter(log: log)
          TextField("Name", text: Binding(get: { field.text }, set: { field.text = $0 }))
        }
      }.commands { EmptyCommands() }, size: size)
    #expect(host.tap(text: "Move"))
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("abc")
    #expect(field.text == "abc")
    #expect(host.key("z", modifiers: .command))
    #expect(field.text == "", "the field's typing is undone")
    #expect(log.position == 1, "the window's change stays")
  }

  @Test func theEditMenusCommandsReachTheViewsThatHandleThem() throws {
    let log = MenuCommandLog()
    let host = ViewHost(
      scene: WindowGroup {
        Text("Canvas").frame(width: 200, height: 100).onDeleteCommand { log.ran.append("delete") }
      }.commands { EmptyCommands() }, size: size)
    #expect(host.tap(text: "Edit"))
    #expect(host.tap(text: "Delete"))
    #expect(host.key(.delete))
    #expect(host.key(.deleteForward))
    #expect(log.ran == ["delete", "delete", "delete"])
    #expect(!host.key("x", modifiers: .command), "nothing to cut: Cut is disabled")
  }

  @Test func selectAllReachesOnCommandFromTheMenuAndCtrlA() throws {
    let canvas = SelectAllCanvas()
    let host = ViewHost(scene: WindowGroup { canvas }.commands { EmptyCommands() }, size: size)
    #expect(!host.graph.canPerform(.selectAll), "a nil action disables the command")
    #expect(!host.key("a", modifiers: .command))
    canvas.hasItems.isShown = true
    #expect(host.graph.canPerform(.selectAll))
    #expect(host.tap(text: "Edit"))
    #expect(host.tap(text: "Select All"))
    #expect(host.key("a", modifiers: .command))
    #expect(canvas.log.ran == ["all", "all"])
    host.graph.moveFocus()
    #expect(host.key("a", modifiers: .command))
    #expect(canvas.log.ran == ["all", "all"], "a focused text field selects its own text")
  }

  @Test func anAppWithoutCommandsHasNoBarButTheStandardShortcuts() throws {
    let log = MenuCommandLog()
    let host = ViewHost(scene: WindowGroup { UndoableCounter(log: log) }, size: size, actions: actions(log))
    #expect(host.find(text: "File") == nil)
    #expect(host.tap(text: "Move"))
    #expect(host.key("z", modifiers: .command))
    #expect(log.position == 0)
    #expect(host.key("q", modifiers: .command))
    #expect(log.ran == ["quit"])
  }
}

@Observable @MainActor
final class FieldText {
  var text = ""
}

/// A text field over a canvas that selects all its items through `onCommand`, once it has some.
private struct SelectAllCanvas: View {
  let hasItems = Shown()
  let log = MenuCommandLog()
  @State private var name = "text"

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Canvas").frame(width: 200, height: 60)
        .onCommand(Selector("selectAll:"), perform: hasItems.isShown ? { log.ran.append("all") } : nil)
        .onCommand("frobnicate:") { log.ran.append("never sent") }
    }
  }
}
