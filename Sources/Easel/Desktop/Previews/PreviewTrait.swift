import Foundation

/// How a preview is shown, as SwiftUI's `PreviewTrait`: its layout or its device's orientation.
public struct PreviewTrait<T> {
  /// What the trait sets.
  package enum Value: Equatable {
    case layout(PreviewLayout)
    case orientation(PreviewOrientation)
  }

  package let value: Value

  package init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The size of the preview's device: a phone's screen, in the preview's orientation.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }

  /// The size the previewed view asks for.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }

  /// A fixed size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(.layout(.fixed(width: width, height: height)))
  }

  /// The device upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }

  /// The device upside down: the same size as upright.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }

  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscape)) }

  /// The device turned with its top to the right: the same size as ``landscapeLeft``.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscape)) }
}

/// Which way up a preview's device is: what its size depends on.
package enum PreviewOrientation: Equatable, Sendable {
  case portrait
  case landscape
}
