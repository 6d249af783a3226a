import Foundation

/// The default progress style: a bar when the fraction is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// A bar when the fraction is known, a spinner when it is not.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
