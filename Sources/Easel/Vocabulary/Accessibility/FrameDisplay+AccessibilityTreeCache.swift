@_spi(ForEaselOnly) import EaselCore
import Foundation

extension FrameDisplay {
  /// The elements of the window's last accessibility tree, kept in the slot the core gives them; made on first use.
  var accessibilityTreeCache: AccessibilityTreeCache {
    if let cache = accessibility as? AccessibilityTreeCache { return cache }
    let cache = AccessibilityTreeCache()
    accessibility = cache
    return cache
  }
}
