import Foundation

/// A type that draws every group box below it. Set one with ``View/groupBoxStyle(_:)``.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view of a group box in this style.
  associatedtype Body: View
  /// The properties of a group box.
  typealias Configuration = GroupBoxStyleConfiguration
  /// Makes the view of one group box.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` knows of the box it draws.
public struct GroupBoxStyleConfiguration {
  /// The box's label, type-erased; empty for a box without one.
  public struct Label: View {
    let content: AnyView?
    init(_ content: AnyView?) { self.content = content }
    public var body: some View { content }
  }

  /// The box's content, type-erased.
  public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The box's label.
  public let label: GroupBoxStyleConfiguration.Label
  /// The box's content.
  public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's group box: on the desktop, macOS's, the label above a rounded box with a light fill and edge.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 6) {
      if configuration.label.content != nil {
        configuration.label.font(.subheadline).fontWeight(.semibold)
          .accessibilityDefaults { $0.addedTraits = .isHeader }
      }
      VStack(alignment: .leading, spacing: 8) { configuration.content }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(10)
        .background(
          RoundedRectangle(cornerRadius: ControlPalette.cornerRadius + 2)
            .fill(Color.primary.opacity(0.05))
            .overlay(
              RoundedRectangle(cornerRadius: ControlPalette.cornerRadius + 2)
                .strokeBorder(ControlPalette.separator, lineWidth: 1)))
    }
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's group box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The group box style set by the innermost `groupBoxStyle(_:)`.
@MainActor
struct GroupBoxStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

  init<S: GroupBoxStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: GroupBoxStyleChoice, rhs: GroupBoxStyleChoice) -> Bool {
    lhs.identity == rhs.identity
  }
}

private struct GroupBoxStyleChoiceKey: EnvironmentKey { static let defaultValue: GroupBoxStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of group boxes; `nil` for the default style.
  var groupBoxStyleChoice: GroupBoxStyleChoice? {
    get { self[GroupBoxStyleChoiceKey.self] }
    set { self[GroupBoxStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the group boxes in this view with `style`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyleChoice, GroupBoxStyleChoice(style))
  }
}
