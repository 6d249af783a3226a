import Easel

extension Font {
  /// The SwiftUI font a UIKit font draws as.
  public init(_ font: UIFont) { self = font.font }
}
