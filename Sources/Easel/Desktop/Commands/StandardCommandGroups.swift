import Foundation

/// The items of the standard command groups in a window: File's from the host's actions, Edit's from the router.
@MainActor
struct StandardCommandGroups {
  let router: CommandRouter

  func group(_ placement: CommandGroupPlacement) -> AnyView? {
    let actions = router.actions
    switch placement {
    case .newItem:
      return AnyView(
        Group {
          if let newItem = actions.newItem { Button(newItem.title, action: newItem.action).keyboardShortcut("n") }
          if let open = actions.open { Button("Open…", action: open).keyboardShortcut("o") }
        })
    case .saveItem:
      return AnyView(
        Group {
          if let save = actions.save { Button("Save", action: save).keyboardShortcut("s") }
          if let saveAs = actions.saveAs {
            Button("Save As…", action: saveAs).keyboardShortcut("s", modifiers: [.command, .shift])
          }
          if let revert = actions.revert { Button("Revert to Saved", action: revert) }
        })
    case .appTermination:
      return AnyView(
        Group {
          if let close = actions.close { Button("Close Window", action: close).keyboardShortcut("w") }
          if let quit = actions.quit { Button("Quit", action: quit).keyboardShortcut("q") }
        })
    case .undoRedo:
      let router = router
      return AnyView(
        Group {
          Button(router.undoTitle) { router.undo() }.keyboardShortcut("z").disabled(!router.canUndo)
          Button(router.redoTitle) { router.redo() }
            .keyboardShortcut("z", modifiers: [.command, .shift])
            .alternateKeyboardShortcut(KeyboardShortcut("y"))
            .disabled(!router.canRedo)
        })
    case .pasteboard:
      let router = router
      return AnyView(
        Group {
          Button("Cut") { router.perform(.cut) }.keyboardShortcut("x").disabled(!router.canPerform(.cut))
          Button("Copy") { router.perform(.copy) }.keyboardShortcut("c").disabled(!router.canPerform(.copy))
          Button("Paste") { router.perform(.paste) }.keyboardShortcut("v").disabled(!router.canPerform(.paste))
          Button("Delete") { router.perform(.delete) }
            .keyboardShortcut(.deleteForward, modifiers: [])
            .alternateKeyboardShortcut(KeyboardShortcut(.delete, modifiers: []))
            .disabled(!router.canPerform(.delete))
          Button("Select All") { router.perform(.selectAll) }.keyboardShortcut("a")
            .disabled(!router.canPerform(.selectAll))
        })
    case .appSettings:
      guard let settings = actions.settings else { return nil }
      return AnyView(Button("Preferences…", action: settings).keyboardShortcut(","))
    case .appInfo:
      guard let about = actions.about else { return nil }
      return AnyView(Button(about.title, action: about.action))
    default:
      return nil
    }
  }
}
