import Easel
import Foundation

extension ViewHost {
  /// The window's accessibility elements, laid out first; see `ViewGraph.accessibilityElements()`.
  public var accessibilityElements: [AccessibilityElement] {
    layout()
    return graph.accessibilityElements()
  }

  /// The first accessibility element whose label is exactly `label`.
  public func find(accessibilityLabel label: String) -> AccessibilityElement? {
    accessibilityElements.first { $0.label == label }
  }

  /// The first accessibility element whose identifier is `identifier`.
  public func find(accessibilityIdentifier identifier: String) -> AccessibilityElement? {
    accessibilityElements.first { $0.identifier == identifier }
  }
}
