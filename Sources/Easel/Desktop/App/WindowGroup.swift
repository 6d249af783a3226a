import Foundation

/// A scene that presents a group of identically structured windows: File ▸ New Window opens another.
public struct WindowGroup<Content: View>: Scene, WindowScene {
  public typealias Body = Never
  let title: String?
  let id: String?
  /// The type of the values the windows present (`WindowGroup(for:content:)`), or nil.
  let presentedType: ObjectIdentifier?
  /// Makes a window's content for the value it presents.
  let content: (PresentedWindowValue) -> Content
  var size: (default: CGSize, minimum: CGSize?) = (CGSize(width: 900, height: 640), nil)

  /// A window group titled with a string shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: String(title), id: nil, content: content)
  }

  /// A window group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: WindowDescription.title(titleKey), id: nil, content: content)
  }

  /// A window group titled with a text view.
  public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: WindowDescription.title(title), id: nil, content: content)
  }

  /// A window group titled after the app.
  public init(@ViewBuilder content: @escaping () -> Content) { self.init(title: nil, id: nil, content: content) }

  /// A window group with a title shown as is, which `openWindow(id:)` opens more of.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: String(title), id: id, content: content)
  }

  /// A window group with a localized title, which `openWindow(id:)` opens more of.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: WindowDescription.title(titleKey), id: id, content: content)
  }

  /// A window group with a text view for its title, which `openWindow(id:)` opens more of.
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: WindowDescription.title(title), id: id, content: content)
  }

  /// A window group titled after the app, which `openWindow(id:)` opens more of.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: nil, id: id, content: content)
  }

  /// A window group whose windows present no value.
  private init(title: String?, id: String?, content: @escaping () -> Content) {
    self.init(title: title, id: id, presentedType: nil) { _ in content() }
  }

  /// A window group whose windows present values of `presentedType`, if it is given.
  init(title: String?, id: String?, presentedType: Any.Type?, content: @escaping (PresentedWindowValue) -> Content) {
    (self.title, self.id, self.content) = (title, id, content)
    self.presentedType = presentedType.map(ObjectIdentifier.init)
  }

  /// The size a new window opens at.
  public func defaultSize(width: CGFloat, height: CGFloat) -> WindowGroup {
    var scene = self
    scene.size.default = CGSize(width: width, height: height)
    return scene
  }

  /// The size a new window opens at.
  public func defaultSize(_ size: CGSize) -> WindowGroup { defaultSize(width: size.width, height: size.height) }

  /// The smallest size the window can be resized to (an Easel addition; SwiftUI derives it from the content).
  public func minimumSize(width: CGFloat, height: CGFloat) -> WindowGroup {
    var scene = self
    scene.size.minimum = CGSize(width: width, height: height)
    return scene
  }

  public var windowDescription: WindowDescription {
    WindowDescription(
      title: title, id: id, kind: .group, defaultSize: size.default, minimumSize: size.minimum,
      presentedType: presentedType, makeContent: { AnyView(content($0)) })
  }
}
