import Foundation

/// The default toggle style: a switch.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { SwitchToggle(configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
