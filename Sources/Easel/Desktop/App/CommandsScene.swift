import Foundation

/// A scene with commands added to the app's menu bar: `commands(content:)`.
public struct CommandsScene<Content: Scene, C: Commands>: Scene {
  public typealias Body = Never
  let content: Content
  let commands: () -> C
}

extension Scene {
  /// Adds commands to the app's menu bar (on the desktop, the menu bar of every window of the app).
  public func commands<C: Commands>(@CommandsBuilder content: @escaping () -> C) -> some Scene {
    CommandsScene(content: self, commands: content)
  }
}

/// A scene made of others: what a `SceneBuilder` with several scenes gives.
public struct TupleScene: Scene {
  public typealias Body = Never
  let scenes: [any Scene]
}

extension SceneBuilder {
  /// Several scenes: an app's windows and documents.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes: scenes)
  }
}

/// A scene that holds others, seen without its types.
@MainActor
protocol SceneContainer {
  var childScenes: [any Scene] { get }
}

extension CommandsScene: SceneContainer {
  var childScenes: [any Scene] { [content] }
}

extension TupleScene: SceneContainer {
  var childScenes: [any Scene] { scenes }
}

/// A scene that adds commands, seen without its types.
@MainActor
protocol CommandsDeclaring {
  var commandContributions: [CommandContribution] { get }
}

extension CommandsScene: CommandsDeclaring {
  var commandContributions: [CommandContribution] { commands().contributions }
}

/// Calls `visit` with `scene` and every scene inside it: a container's scenes and a composed scene's body.
@MainActor
func visitScenes<S: Scene>(_ scene: S, _ visit: (any Scene) -> Void) {
  visit(scene)
  if let container = scene as? any SceneContainer {
    for child in container.childScenes { visitScenes(child, visit) }
  } else if S.Body.self != Never.self {
    visitScenes(scene.body, visit)
  }
}

/// The commands the app's scenes declare. `documents` says whether the app has document windows, which show a
/// menu bar even without commands of the app's own.
@MainActor
public func appCommands<S: Scene>(of scene: S, documents: Bool = false) -> AppCommands {
  var declaring: [any CommandsDeclaring] = []
  visitScenes(scene) { if let commands = $0 as? any CommandsDeclaring { declaring.append(commands) } }
  return AppCommands(
    contributions: { declaring.flatMap(\.commandContributions) }, showsMenuBar: !declaring.isEmpty || documents)
}
