import Foundation

/// A type that draws every label below it: its title, its icon, or both.
///
/// Set one with ``View/labelStyle(_:)``.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view of a label in this style.
  associatedtype Body: View
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
  /// Makes the view of one label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` knows of the label it draws.
public struct LabelStyleConfiguration {
  /// The label's title, type-erased.
  public struct Title: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label's icon, type-erased.
  public struct Icon: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label's title.
  public var title: LabelStyleConfiguration.Title
  /// The label's icon.
  public var icon: LabelStyleConfiguration.Icon
}

/// The label style set by the innermost `labelStyle(_:)`.
@MainActor
struct LabelStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: LabelStyleChoice, rhs: LabelStyleChoice) -> Bool { lhs.identity == rhs.identity }
}

private struct LabelStyleChoiceKey: EnvironmentKey { static let defaultValue: LabelStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of labels; `nil` for the default style.
  var labelStyleChoice: LabelStyleChoice? {
    get { self[LabelStyleChoiceKey.self] }
    set { self[LabelStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels in this view with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyleChoice, LabelStyleChoice(style))
  }
}

/// A style that shows the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
      configuration.title
    }
  }
}

/// A style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: the icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
