import Foundation

/// The appearance and behaviour of a list.
@MainActor @preconcurrency
public protocol ListStyle {
  /// The kind of list this style draws.
  var listStyleKind: ListStyleKind { get }
}

/// The list styles Easel draws.
public enum ListStyleKind: Hashable, Sendable {
  case plain, inset, grouped, insetGrouped, sidebar

  /// Whether rows sit on the grouped background in raised groups.
  var isGrouped: Bool { self == .grouped || self == .insetGrouped }
  /// The margin around each section's rows.
  var horizontalMargin: CGFloat {
    switch self {
    case .insetGrouped: 16
    case .inset, .sidebar: 8
    case .plain, .grouped: 0
    }
  }
  /// The corner radius of a section's group of rows.
  var groupCornerRadius: CGFloat {
    switch self {
    case .insetGrouped: 10
    case .inset, .sidebar: ControlPalette.cornerRadius
    case .plain, .grouped: 0
    }
  }
}

/// The platform's default list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on the window background.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .plain }
}

/// Plain rows inset from the edges, selection drawn as rounded highlights.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .inset }
}

/// Sections as groups of rows on the grouped background, edge to edge.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .grouped }
}

/// Sections as rounded groups of rows inset on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .insetGrouped }
}

/// A sidebar: plain rows with rounded selection highlights on the grouped background.
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  /// The default list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// The plain list style.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// The inset list style.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// The grouped list style.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// The inset grouped list style.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// The sidebar list style.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }

extension EnvironmentValues {
  /// The style of lists below.
  var listStyleKind: ListStyleKind {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of lists below.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyleKind, style.listStyleKind) }
}
