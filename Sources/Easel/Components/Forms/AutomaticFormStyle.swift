import Foundation

/// The default form style: ``GroupedFormStyle``, as on iOS and in macOS settings windows.
public struct AutomaticFormStyle: FormStyle {
  /// The default form style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    GroupedFormStyle().makeBody(configuration: configuration)
  }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
