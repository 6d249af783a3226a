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

/// A scene that presents a window of views.
public struct WindowGroup<Content: View>: Scene, WindowScene {
  public typealias Body = Never
  let title: String?
  let id: String?
  let content: () -> Content
  var size: (default: CGSize, minimum: CGSize?) = (CGSize(width: 900, height: 640), nil)

  /// A window with a title.
  public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, id, self.content) = (title, nil, content)
  }

  /// A window titled after the app.
  public init(@ViewBuilder content: @escaping () -> Content) { (title, id, self.content) = (nil, nil, content) }

  /// A window with a title, which `openWindow(id:)` opens more of.
  public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, self.id, self.content) = (title, id, content)
  }

  /// A window titled after the app, which `openWindow(id:)` opens more of.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    (title, self.id, self.content) = (nil, id, content)
  }

  /// The size a new window opens at.
  public func defaultSize(width: CGFloat, height: CGFloat) -> WindowGroup {
    var scene = self
    scene.size.default = CGSize(width: width, height: height)
    return scene
  }

  /// The smallest size the window can be resized to (an Easel addition; SwiftUI derives it from the content).
  public func minimumSize(width: CGFloat, height: CGFloat) -> WindowGroup {
    var scene = self
    scene.size.minimum = CGSize(width: width, height: height)
    return scene
  }

  public var windowDescription: WindowDescription {
    WindowDescription(
      title: title, id: id, defaultSize: size.default, minimumSize: size.minimum,
      makeContent: { AnyView(content()) })
  }
}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// What a host needs to open a scene's window.
@MainActor
public struct WindowDescription {
  /// The window title; `nil` for the app's name.
  public let title: String?
  /// The window group's identifier, which `openWindow(id:)` names.
  public let id: String?
  public let defaultSize: CGSize
  public let minimumSize: CGSize?
  /// Makes the window's content.
  let makeContent: @MainActor () -> AnyView

  /// Makes the view graph of a window: its content below the app's menu bar, whose standard commands run the
  /// host's `actions`. Headless hosts run it on virtual time (see ``ViewGraph/init(_:textEngine:environment:virtualTime:)``).
  public func makeGraph(
    textEngine: TextEngine, commands: AppCommands, actions: WindowCommandActions,
    environment: EnvironmentValues = EnvironmentValues(), virtualTime: Bool = false
  ) -> ViewGraph {
    ViewGraph.window(
      makeContent(), commands: commands, actions: actions, textEngine: textEngine, environment: environment,
      virtualTime: virtualTime)
  }
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
