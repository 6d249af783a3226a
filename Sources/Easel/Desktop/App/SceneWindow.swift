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

  init(description: WindowDescription, graph: ViewGraph, size: CGSize) {
    (self.description, self.graph, self.size) = (description, graph, size)
  }

  /// The title bar's text: the scene's title, or `appName` for a scene without one.
  public func title(appName: String) -> String { description.title ?? appName }
}
