import Easel
import Foundation

extension ViewHost {
  /// The window's accessibility tree after a frame, as the accessibility phase gives it to a screen reader (see
  /// `ViewGraph.accessibilityTree()`). Check an app's accessibility with it as UIKit's accessibility inspector or
  /// Flutter's semantics matchers do: each control's role, name, value, states and actions.
  public var accessibilityTree: [AccessibilityElement] {
    _ = graph.frame(in: size)
    return graph.accessibilityTree()
  }

  /// Every element of ``accessibilityTree``, in reading order.
  public var accessibilityElements: [AccessibilityElement] { accessibilityTree.flatMap(\.flattened) }

  /// The first accessibility element whose label is exactly `label`, of `role` when given.
  public func find(accessibilityLabel label: String, role: AccessibilityRole? = nil) -> AccessibilityElement? {
    accessibilityElements.first { $0.label == label && (role == nil || $0.role == role) }
  }

  /// The first accessibility element whose identifier is `identifier`.
  public func find(accessibilityIdentifier identifier: String) -> AccessibilityElement? {
    accessibilityElements.first { $0.identifier == identifier }
  }

  /// Performs `action` on `element` as a screen reader would (Orca's "click", a slider's increment), then runs
  /// the frame it causes.
  ///
  /// - Returns: Whether it was performed: `false` when the element has left the screen, is disabled, or has no
  ///   such action.
  @discardableResult
  public func performAccessibilityAction(
    _ action: AccessibilityElement.Action = .default, on element: AccessibilityElement
  )
    -> Bool
  {
    laidOutAround { graph.performAccessibilityAction(action, on: element.id) }
  }

  /// Moves the keyboard focus to `element`, as an assistive technology moves it, and lays out the result.
  ///
  /// - Returns: Whether the focus moved: `false` when the element has left the screen, is disabled, or takes no
  ///   focus.
  @discardableResult
  public func focusAccessibilityElement(_ element: AccessibilityElement) -> Bool {
    laidOutAround { graph.focusAccessibilityElement(element.id) }
  }

  /// Sets `element`'s value, as an assistive technology sets a slider's through AT-SPI's Value interface, and lays
  /// out the result.
  ///
  /// - Returns: Whether it was set: `false` when the element has left the screen, is disabled, or takes no value.
  @discardableResult
  public func setAccessibilityValue(_ value: Double, on element: AccessibilityElement) -> Bool {
    laidOutAround { graph.setAccessibilityValue(value, on: element.id) }
  }

  /// Sets `element`'s text, as an assistive technology edits a text field's through AT-SPI's EditableText
  /// interface (Orca's or a braille display's typing), and lays out the result.
  ///
  /// - Returns: Whether it was set: `false` when the element has left the screen, is disabled, or edits no text.
  @discardableResult
  public func setAccessibilityText(_ text: String, on element: AccessibilityElement) -> Bool {
    laidOutAround { graph.setAccessibilityText(text, on: element.id) }
  }

  /// Runs what an assistive technology does on the views as they are drawn, then lays out what it changed.
  private func laidOutAround(_ body: () -> Bool) -> Bool {
    layout()
    let done = body()
    layout()
    return done
  }
}
