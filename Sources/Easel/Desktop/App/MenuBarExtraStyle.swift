import Foundation

/// How a ``MenuBarExtra`` shows its content.
public protocol MenuBarExtraStyle {}

/// What a menu bar extra style does on the desktop: a menu of the window's menu bar, or a window of its own.
enum MenuBarExtraPresentation: Sendable {
  case menu, window
}

/// A built-in style, which says how it presents.
protocol MenuBarExtraPresenting {
  var presentation: MenuBarExtraPresentation { get }
}

/// The default style: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle, MenuBarExtraPresenting {
  /// The default style.
  public init() {}
  var presentation: MenuBarExtraPresentation { .menu }
}

/// The content as a menu that pulls down from the extra's title.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle, MenuBarExtraPresenting {
  /// The menu style.
  public init() {}
  var presentation: MenuBarExtraPresentation { .menu }
}

/// The content in a window of its own.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle, MenuBarExtraPresenting {
  /// The window style.
  public init() {}
  var presentation: MenuBarExtraPresentation { .window }
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// The default style: a menu.
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// The content as a menu that pulls down from the extra's title.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// The content in a window of its own.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

/// A scene whose menu bar extras take a style: what ``Scene/menuBarExtraStyle(_:)`` wraps.
public struct MenuBarExtraStyledScene<Content: Scene>: Scene, SceneContainer {
  public typealias Body = Never
  let content: Content
  let presentation: MenuBarExtraPresentation

  var childScenes: [any Scene] {
    guard let extra = content as? any MenuBarExtraStyling else { return [content] }
    return [extra.presented(as: presentation)]
  }
}

/// A menu bar extra, whose presentation a style sets.
@MainActor
protocol MenuBarExtraStyling {
  func presented(as presentation: MenuBarExtraPresentation) -> any Scene
}

extension Scene {
  /// Sets how the menu bar extras of this scene show their content: `.menu` (the default) or `.window`.
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
    MenuBarExtraStyledScene(content: self, presentation: (style as? any MenuBarExtraPresenting)?.presentation ?? .menu)
  }
}
