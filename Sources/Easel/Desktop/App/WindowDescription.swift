import Foundation

/// What a host needs to open a scene's window.
@MainActor
public struct WindowDescription {
  /// How many windows of a scene may be open, and how the app reaches them.
  public enum Kind: Equatable, Sendable {
    /// A `WindowGroup`: any number, File ▸ New Window opens another.
    case group
    /// A `Window`: one at most; opening it again brings it to the front.
    case single
    /// The `Settings` scene: one at most, opened by Edit ▸ Preferences… (Ctrl+,) and `openSettings`.
    case settings
    /// A `MenuBarExtra`'s window: one at most, opened at launch when the app has no other window, and from a
    /// menu of the menu bar when `opensFromMenu` (the `.window` style).
    case menuBarExtra(opensFromMenu: Bool)
  }

  /// The window title; `nil` for the app's name.
  public let title: String?
  /// The scene's identifier, which `openWindow(id:)` and `dismissWindow(id:)` name.
  public let id: String?
  /// How many windows of the scene may be open.
  public let kind: Kind
  /// The size a new window opens at; `nil` for the size its content fits (a settings window).
  public let defaultSize: CGSize?
  public let minimumSize: CGSize?
  /// The type of the values the scene's windows present (`WindowGroup(for:content:)`), or nil.
  let presentedType: ObjectIdentifier?
  /// Makes a window's content for the value it presents.
  let makeContent: @MainActor (PresentedWindowValue) -> AnyView
  /// Whether the app offers the window now (a menu bar extra's `isInserted`).
  let isOffered: @MainActor () -> Bool

  /// A scene whose windows present no value.
  init(
    title: String?, id: String?, kind: Kind, defaultSize: CGSize?, minimumSize: CGSize?,
    isOffered: @escaping @MainActor () -> Bool = { true }, makeContent: @escaping @MainActor () -> AnyView
  ) {
    self.init(
      title: title, id: id, kind: kind, defaultSize: defaultSize, minimumSize: minimumSize, isOffered: isOffered,
      presentedType: nil, makeContent: { _ in makeContent() })
  }

  /// A scene whose windows present values of `presentedType`, when it is given.
  init(
    title: String?, id: String?, kind: Kind, defaultSize: CGSize?, minimumSize: CGSize?,
    isOffered: @escaping @MainActor () -> Bool = { true }, presentedType: ObjectIdentifier?,
    makeContent: @escaping @MainActor (PresentedWindowValue) -> AnyView
  ) {
    (self.title, self.id, self.kind, self.defaultSize, self.minimumSize) = (title, id, kind, defaultSize, minimumSize)
    (self.isOffered, self.presentedType, self.makeContent) = (isOffered, presentedType, makeContent)
  }

  /// Makes the view graph of a window presenting `presented`: its content below the app's menu bar, whose standard
  /// commands run the host's `actions`. Headless hosts run it on virtual time (see
  /// ``ViewGraph/init(_:textEngine:environment:virtualTime:)``).
  func makeGraph(
    presenting presented: PresentedWindowValue, textEngine: TextEngine, commands: AppCommands,
    actions: WindowCommandActions, environment: EnvironmentValues, virtualTime: Bool
  ) -> ViewGraph {
    ViewGraph.window(
      makeContent(presented), commands: commands, actions: actions, textEngine: textEngine, environment: environment,
      virtualTime: virtualTime)
  }

  /// Whether the app opens this window when it launches: the first window group or `Window` does, as in SwiftUI.
  var opensAtLaunch: Bool { kind == .group || kind == .single }
}

extension WindowDescription {
  /// A scene title given as a localized key, looked up in the app's strings as a `Text` would be.
  static func title(_ key: LocalizedStringKey) -> String { Text(key).resolvedString(in: EnvironmentValues()) }

  /// A scene title given as a `Text` (its styling is ignored, as SwiftUI ignores it).
  static func title(_ text: Text) -> String { text.resolvedString(in: EnvironmentValues()) }
}
