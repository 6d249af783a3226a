import Foundation

/// A type that draws every control group below it. Set one with ``View/controlGroupStyle(_:)``.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view of a control group in this style.
  associatedtype Body: View
  /// The properties of a control group.
  typealias Configuration = ControlGroupStyleConfiguration
  /// Makes the view of one control group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ControlGroupStyle`` knows of the group it draws.
public struct ControlGroupStyleConfiguration {
  /// The group's label, type-erased; empty for a group without one.
  public struct Label: View {
    let content: AnyView?
    init(_ content: AnyView?) { self.content = content }
    public var body: some View { content }
  }

  /// The group's controls, type-erased.
  public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The group's label.
  public let label: ControlGroupStyleConfiguration.Label
  /// The group's controls.
  public let content: ControlGroupStyleConfiguration.Content
}

/// The default style: on the desktop, the controls as one row of linked buttons.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The default style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LinkedControlGroup(configuration: configuration) }
}

/// The style of navigation controls (back and forward): the linked row.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The navigation style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LinkedControlGroup(configuration: configuration) }
}

/// The controls as a row of borderless buttons, as a palette of tools.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The palette style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) { configuration.content }.buttonStyle(.borderless)
  }
}

/// The controls in a pop-up menu that opens from the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The menu style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// The controls in a compact pop-up menu that opens from the group's label (on the desktop, the same menu as
/// ``MenuControlGroupStyle``'s).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The compact menu style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default style: a row of linked buttons.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// The style of navigation controls: a row of linked buttons.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A row of borderless buttons.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A pop-up menu of the controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact pop-up menu of the controls.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// The control group style set by the innermost `controlGroupStyle(_:)`.
@MainActor
struct ControlGroupStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView

  init<S: ControlGroupStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: ControlGroupStyleChoice, rhs: ControlGroupStyleChoice) -> Bool {
    lhs.identity == rhs.identity
  }
}

private struct ControlGroupStyleChoiceKey: EnvironmentKey { static let defaultValue: ControlGroupStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of control groups; `nil` for the default style.
  var controlGroupStyleChoice: ControlGroupStyleChoice? {
    get { self[ControlGroupStyleChoiceKey.self] }
    set { self[ControlGroupStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the control groups in this view with `style`.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupStyleChoice, ControlGroupStyleChoice(style))
  }
}
