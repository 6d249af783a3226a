import Foundation

/// Rows one below another on the window background without cards, as macOS draws a form in the columns style
/// (preference panes and inspectors). Sections are separated by their headers.
public struct ColumnsFormStyle: FormStyle {
  /// The columns form style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) { configuration.content }
        .padding(20)
        .frame(maxWidth: GroupedFormStyle.maximumContentWidth)
        .frame(maxWidth: .infinity)
    }
  }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Rows one below another without cards.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
