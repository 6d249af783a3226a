import Foundation

/// The size a preview is shown at, as in SwiftUI; previews do not exist on Linux.
public enum PreviewLayout: Sendable {
  /// The size of the preview's device.
  case device
  /// The size the previewed view asks for.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to show a preview on, named as Xcode names it: `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named `value`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension View {
  /// Accepted so that preview code compiles; previews do not exist on Linux, so the view is unchanged.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Accepted so that preview code compiles; previews do not exist on Linux, so the view is unchanged.
  public func previewDisplayName(_ value: String?) -> some View { self }

  /// Accepted so that preview code compiles; previews do not exist on Linux, so the view is unchanged.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
