import Foundation

/// One open window of an app's scene: which scene, its views, and the size it opens at.
@MainActor
public final class SceneWindow {
  /// The scene the window belongs to.
  public let description: WindowDescription
  /// The window's views below the app's menu bar.
  public let graph: ViewGraph
  /// The size the window opens at: the scene's default size, or the size its content fits.
  public let size: CGSize
  /// The value the window presents, for a window group that presents values.
  let presented: PresentedWindowValue

  init(description: WindowDescription, graph: ViewGraph, size: CGSize, presented: PresentedWindowValue) {
    (self.description, self.graph, self.size, self.presented) = (description, graph, size, presented)
  }

  /// The title bar's text: the scene's title, or `appName` for a scene without one.
  public func title(appName: String) -> String { description.title ?? appName }
}
