import Foundation

/// What the standard File and Help commands do in a window: the host (the desktop or a test host) provides the
/// ones it supports, and the menu bar shows an item for each.
@MainActor
public struct WindowCommandActions {
  /// New (a document app) or New Window (a window app), with Ctrl+N.
  public var newItem: (title: String, action: @MainActor () -> Void)?
  /// Open…, with Ctrl+O.
  public var open: (@MainActor () -> Void)?
  /// Save, with Ctrl+S.
  public var save: (@MainActor () -> Void)?
  /// Save As…, with Shift+Ctrl+S.
  public var saveAs: (@MainActor () -> Void)?
  /// Revert to Saved.
  public var revert: (@MainActor () -> Void)?
  /// Close Window, with Ctrl+W.
  public var close: (@MainActor () -> Void)?
  /// Quit, with Ctrl+Q.
  public var quit: (@MainActor () -> Void)?
  /// Preferences…, with Ctrl+, (the end of Edit): opens the app's `Settings` scene.
  public var settings: (@MainActor () -> Void)?
  /// About the app, in Help.
  public var about: (title: String, action: @MainActor () -> Void)?

  /// No actions: the menu bar then has only the Edit commands and the app's own.
  public init() {}
}

extension WindowCommandActions {
  /// These actions with those `overrides` provides put in their place.
  func overridden(by overrides: WindowCommandActions) -> WindowCommandActions {
    var actions = self
    actions.newItem = overrides.newItem ?? newItem
    actions.open = overrides.open ?? open
    actions.save = overrides.save ?? save
    actions.saveAs = overrides.saveAs ?? saveAs
    actions.revert = overrides.revert ?? revert
    actions.close = overrides.close ?? close
    actions.quit = overrides.quit ?? quit
    actions.settings = overrides.settings ?? settings
    actions.about = overrides.about ?? about
    return actions
  }
}
