import Foundation

/// A scene that presents an interface for viewing and modifying an app's settings.
///
/// ```swift
/// WindowGroup { ContentView() }
/// Settings { SettingsView() }
/// ```
///
/// On the desktop the app's menu bar gets Edit ▸ Preferences… with Ctrl+, (where GNOME apps keep it; macOS puts
/// Settings… in the app menu with ⌘,), which opens the content in a window of its own titled "Preferences", at the
/// size the content fits; choosing it again brings that window to the front. `openSettings` and ``SettingsLink``
/// open it too.
public struct Settings<Content: View>: Scene, WindowScene {
  public typealias Body = Never
  let content: () -> Content

  /// A settings scene with `content`.
  public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

  public var windowDescription: WindowDescription {
    WindowDescription(
      title: "Preferences", id: nil, kind: .settings, defaultSize: nil, minimumSize: nil,
      makeContent: { AnyView(content()) })
  }
}
