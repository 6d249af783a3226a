import Foundation

/// A scene that presents its content in a single, unique window: `openWindow(id:)` opens it, or brings it to the
/// front when it is open, and `dismissWindow(id:)` closes it.
///
/// ```swift
/// WindowGroup { MailViewer() }
/// Window("Connection Doctor", id: "connection-doctor") { ConnectionDoctor() }
/// ```
///
/// As the first scene of an app, it opens at launch. It opens at the size its content fits unless given
/// ``defaultSize(width:height:)``.
public struct Window<Content: View>: Scene, WindowScene {
  public typealias Body = Never
  let title: String
  let id: String
  let content: () -> Content
  var size: (default: CGSize?, minimum: CGSize?) = (nil, nil)

  /// A window titled with a localized key, which `openWindow(id:)` opens.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
    (title, self.id, self.content) = (WindowDescription.title(titleKey), id, content)
  }

  /// A window titled with a text view, which `openWindow(id:)` opens.
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, self.id, self.content) = (WindowDescription.title(title), id, content)
  }

  /// A window titled with a string shown as is, which `openWindow(id:)` opens.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, self.id, self.content) = (String(title), id, content)
  }

  /// The size the window opens at.
  public func defaultSize(width: CGFloat, height: CGFloat) -> Window {
    var scene = self
    scene.size.default = CGSize(width: width, height: height)
    return scene
  }

  /// The size the window opens at.
  public func defaultSize(_ size: CGSize) -> Window { defaultSize(width: size.width, height: size.height) }

  /// The smallest size the window can be resized to (an Easel addition; SwiftUI derives it from the content).
  public func minimumSize(width: CGFloat, height: CGFloat) -> Window {
    var scene = self
    scene.size.minimum = CGSize(width: width, height: height)
    return scene
  }

  public var windowDescription: WindowDescription {
    WindowDescription(
      title: title, id: id, kind: .single, defaultSize: size.default, minimumSize: size.minimum,
      makeContent: { AnyView(content()) })
  }
}
