import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Declare it with `@main` and import `EaselGTK`, which provides `main()`: it opens the app's windows on the
/// desktop and runs until the last one closes.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content of the app.
  @SceneBuilder var body: Body { get }
  /// Creates an instance of the app.
  init()
}

/// A part of an app's user interface with a life cycle the system manages: on the desktop, a window.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene representing the content of this scene.
  associatedtype Body: Scene
  /// The content of the scene.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds scenes from closures.
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A scene that opens one window.
@MainActor
public protocol WindowScene {
  var windowDescription: WindowDescription { get }
}

/// The windows a scene opens: its own, or those of the scenes inside it.
@MainActor
public func windowDescriptions<S: Scene>(of scene: S) -> [WindowDescription] {
  var windows: [WindowDescription] = []
  visitScenes(scene) { if let window = $0 as? any WindowScene { windows.append(window.windowDescription) } }
  return windows
}
