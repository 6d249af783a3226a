import Easel

extension Color {
  /// The SwiftUI color a UIKit color draws as; a dynamic UIKit color stays dynamic.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The SwiftUI color a UIKit color draws as (the iOS 13 spelling of ``init(uiColor:)``).
  public init(_ color: UIColor) { self = color.color }
}
