import Foundation

/// The traits a dynamic color is resolved for, as UIKit's `UITraitCollection`: here, the appearance.
public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Traits with an appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// The traits colors read outside a view: the light appearance, as a UIKit app's before its first window (views
  /// resolve dynamic colors in their own environment instead).
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// A light or dark appearance, as UIKit's.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified, light, dark
}
