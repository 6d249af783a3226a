import Foundation

/// Sections as rounded cards of rows on the grouped background, each with its header and footer: the look of
/// iOS settings, macOS grouped forms and GNOME preferences pages.
public struct GroupedFormStyle: FormStyle {
  /// The widest the cards grow on a wide window, like libadwaita's clamp for preferences pages, so that a label
  /// and its control stay close enough to read together.
  static let maximumContentWidth: CGFloat = 640

  /// The grouped form style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    List { configuration.content }
      .listStyle(.insetGrouped)
      .environment(\.listContentMaximumWidth, Self.maximumContentWidth)
  }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections as rounded cards of rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
