import Foundation

extension ViewGraph {
  /// The window's accessibility elements, front to back in reading order: each view with accessibility
  /// modifiers, and each text outside them. Hidden views (`accessibilityHidden(true)`) and the children of an
  /// element that ignores or combines them are left out.
  public func accessibilityElements() -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    for node in (root.map { [$0] } ?? []) + presentationLayers { collectAccessibility(node, into: &elements) }
    return elements
  }

  private func collectAccessibility(_ node: ViewNode, into elements: inout [AccessibilityElement]) {
    guard !node.isHiddenFromQueries else { return }
    if let text = node as? TextNode {
      elements.append(
        AccessibilityElement(
          label: text.plainText, value: nil, hint: nil, identifier: nil, traits: .isStaticText,
          frame: text.globalFrame))
      return
    }
    guard let outer = node as? AccessibilityNode else {
      for child in node.children { collectAccessibility(child, into: &elements) }
      return
    }
    // A chain of modifiers on one view makes one element.
    var properties = outer.properties
    var content: ViewNode = outer
    while content.children.count == 1, let inner = content.children[0] as? AccessibilityNode {
      properties = properties.refined(by: inner.properties)
      content = inner
    }
    guard properties.hidden != true else { return }
    let childTexts = texts(in: content)
    let behavior = properties.children?.kind
    let label = properties.label.map { string(of: $0, in: outer.environment) }
    var traits = behavior == nil && label == nil && childTexts.count == 1 ? AccessibilityTraits.isStaticText : []
    traits = traits.subtracting(properties.removedTraits).union(properties.addedTraits)
    elements.append(
      AccessibilityElement(
        label: label
          ?? (behavior == .ignore ? nil : childTexts.joined(separator: ", ")).flatMap {
            $0.isEmpty ? nil : $0
          },
        value: properties.value.map { string(of: $0, in: outer.environment) },
        hint: properties.hint.map { string(of: $0, in: outer.environment) }, identifier: properties.identifier,
        traits: traits,
        frame: outer.globalFrame))
    // Without `accessibilityElement(children:)` the modifiers describe the view, and its texts are that view;
    // `.contain` keeps the children as elements inside it.
    guard behavior == .contain else { return }
    for child in content.children { collectAccessibility(child, into: &elements) }
  }

  private func string(of text: Text, in environment: EnvironmentValues) -> String {
    text.runs(in: environment).map(\.string).joined()
  }

  private func texts(in node: ViewNode) -> [String] {
    var found: [String] = []
    _ = node.visitDisplayed { node in
      if let text = node as? TextNode { found.append(text.plainText) }
      return true
    }
    return found
  }
}
