import Easel
import Foundation

/// The windows of a headless app's window scenes: it keeps the windows a `SceneWindowController` shows, in the
/// order they opened, the one brought forward last, and every window shown in the run.
@MainActor
public final class HeadlessSceneWindows: SceneWindowPresenter {
  /// The windows open now, oldest first.
  public private(set) var open: [SceneWindow] = []
  /// The window shown or brought forward last.
  public private(set) var focused: SceneWindow?
  /// Every window shown, in order, those closed since too.
  public private(set) var shown: [SceneWindow] = []

  /// No windows yet.
  public init() {}

  public func show(_ window: SceneWindow) {
    open.append(window)
    shown.append(window)
    focused = window
  }

  public func focus(_ window: SceneWindow) { focused = window }

  public func close(_ window: SceneWindow) {
    open.removeAll { $0 === window }
    if focused === window { focused = open.last }
  }

  /// The open window of the scene titled `title`, if there is one.
  public func window(titled title: String) -> SceneWindow? { open.first { $0.description.title == title } }
}
