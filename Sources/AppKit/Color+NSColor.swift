import Easel
import UIKit

extension Color {
  /// The SwiftUI color an AppKit color draws as; a dynamic AppKit color stays dynamic.
  public init(nsColor: NSColor) { self = nsColor.color }
}
