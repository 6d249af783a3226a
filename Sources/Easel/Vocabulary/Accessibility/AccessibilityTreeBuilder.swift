@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Walks a window's nodes and describes what assistive technologies see: each text, each labelled image, and each
/// view with accessibility modifiers (the controls describe themselves with them), merged along a chain of
/// modifiers on one view. It also finds one element's merged properties again, to perform an action on it.
@MainActor
struct AccessibilityTreeBuilder {
  /// One element found: its description, and the properties whose handlers act on it.
  struct Found {
    var element: AccessibilityElement
    var properties: AccessibilityProperties
    /// The environment its texts were read in, which names its named actions.
    var environment: EnvironmentValues
  }

  let focused: ViewNode?

  /// The elements under `roots`, in reading order.
  func elements(under roots: [ViewNode]) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    for root in roots { collect(root, into: &elements, target: nil) }
    return elements
  }

  /// The element with `id` under `roots`, if it is still there.
  func find(_ id: AccessibilityElement.ID, under roots: [ViewNode]) -> Found? {
    var elements: [AccessibilityElement] = []
    var found: Found?
    for root in roots where found == nil { collect(root, into: &elements, target: (id, { found = $0 })) }
    return found
  }

  private typealias Target = (id: AccessibilityElement.ID, report: (Found) -> Void)

  /// Adds the elements of `node`'s subtree. `focusAbove` is the focusable view wrapping it with no element between
  /// (`Text(…).accessibilityLabel(…).focusable()`): the next element down is what it focuses.
  private func collect(
    _ node: ViewNode, into elements: inout [AccessibilityElement], target: Target?, focusAbove: ViewNode? = nil
  ) {
    guard !node.isHiddenFromQueries, !node.isInvisible else { return }
    if let text = node as? TextNode {
      let element = AccessibilityElement(
        id: Self.id(of: text), role: .staticText, label: text.plainText, traits: .isStaticText,
        frame: text.globalFrame)
      if let target, target.id == element.id {
        target.report(Found(element: element, properties: .init(), environment: text.environment))
      }
      elements.append(element)
      return
    }
    if let image = node as? ImageNode {
      guard let label = image.accessibilityLabel else { return }
      elements.append(
        AccessibilityElement(
          id: Self.id(of: image), role: .image, label: label, traits: .isImage, frame: image.globalFrame))
      return
    }
    if let layer = node as? PresentationRootNode {
      collect(layer, into: &elements, target: target)
      return
    }
    guard let outer = node as? AccessibilityNode else {
      // Only a view that wraps one other passes its focus down: a focusable stack is no one element's.
      let focusAbove = node.children.count == 1 ? (node as? any FocusTarget).map { _ in node } ?? focusAbove : nil
      for child in node.displayedChildren { collect(child, into: &elements, target: target, focusAbove: focusAbove) }
      return
    }
    // A chain of modifiers on one view makes one element, through the views that only wrap it (a control's body).
    var chain = [outer.properties]
    var content: ViewNode = outer
    var wrappers: [ViewNode] = [focusAbove, outer].compactMap { $0 }
    while content.children.count == 1 {
      let inner = content.children[0]
      if let modifiers = inner as? AccessibilityNode {
        chain.append(modifiers.properties)
      } else if !(inner is any CompositeNodeProtocol || inner is ModifierNode) {
        break
      }
      wrappers.append(inner)
      content = inner
    }
    let properties = AccessibilityProperties.merged(chain)
    guard properties.hidden != true else { return }
    // `accessibilityHidden(false)` alone, say, describes nothing: the views inside are read as they are.
    guard properties.describesElement else {
      for child in content.displayedChildren { collect(child, into: &elements, target: target, focusAbove: focusAbove) }
      return
    }
    var element = describe(properties, outer: outer, content: content, wrappers: wrappers)
    if properties.role.map(Self.holdsElements) ?? (properties.children?.kind == .contain) {
      for child in content.displayedChildren { collect(child, into: &element.children, target: target) }
    }
    if let target, target.id == element.id {
      target.report(Found(element: element, properties: properties, environment: outer.environment))
    }
    elements.append(element)
  }

  /// A presentation as one element: an alert or a dialog (a sheet, a cover), or a menu, holding what it shows,
  /// named by its first text (an alert's title), dismissed by the escape action where Escape dismisses it. It is
  /// focused while the keyboard's focus has not gone into it yet, so a screen reader announces it as it opens.
  private func collect(_ layer: PresentationRootNode, into elements: inout [AccessibilityElement], target: Target?) {
    var element = AccessibilityElement(
      id: Self.id(of: layer), role: Self.role(of: layer.style), label: nil, traits: layer.style.isModal ? .isModal : [],
      frame: layer.contentFrame)
    for child in layer.displayedChildren { collect(child, into: &element.children, target: target) }
    // Named by its first text (an alert's title); an alert's other texts (its message) describe it, which screen
    // readers say with the name.
    let texts = element.flattened.dropFirst().filter { $0.role == .staticText }.compactMap(\.label)
    element.label = texts.first
    if element.role == .alert, texts.count > 1 { element.hint = texts.dropFirst().joined(separator: " ") }
    var properties = AccessibilityProperties()
    if layer.style.dismissesOnEscape, let dismiss = layer.requestDismiss {
      properties.actions[.escape] = dismiss
      element.actions = [.escape]
    }
    element.isFocusable = true
    element.isFocused = focused.map { !layer.contains($0) } ?? true
    if let target, target.id == element.id {
      target.report(Found(element: element, properties: properties, environment: layer.environment))
    }
    elements.append(element)
  }

  private static func role(of style: PresentationStyle) -> AccessibilityRole {
    switch style.placement {
    case .alert, .bottom: .alert
    case .sheet, .fill: .dialog
    case .below, .beside, .at: style.isModal ? .dialog : .menu
    }
  }

  private func describe(
    _ properties: AccessibilityProperties, outer: AccessibilityNode, content: ViewNode, wrappers: [ViewNode]
  ) -> AccessibilityElement {
    let environment = outer.environment
    let behavior = properties.children?.kind
    // A container (a list, a tab bar, a group that contains its elements) is named only by its own label: its
    // elements say what they hold, and reading every text of a thousand rows into its name costs as much as the rows.
    let isContainer = properties.role.map(Self.holdsElements) ?? (behavior == .contain)
    let inside = isContainer ? (texts: [], imageLabels: [], takesFocus: false) : Self.contents(of: content)
    let childTexts = inside.texts.isEmpty ? inside.imageLabels : inside.texts
    let label = properties.label.map { Self.string(of: $0, in: environment) }
    var traits =
      properties.role == nil && behavior == nil && label == nil && childTexts.count == 1
      ? AccessibilityTraits.isStaticText : []
    traits = traits.subtracting(properties.removedTraits).union(properties.addedTraits)
    var actions = properties.actions.keys.sorted { $0.name < $1.name }
    if properties.adjust != nil { actions += [.increment, .decrement] }
    actions += properties.namedActions.map { .named(Self.string(of: $0.name, in: environment)) }
    // A control is focused when its focusable part is, which may sit inside it (a switch's knob).
    let isControl = !(properties.role.map(Self.holdsElements) ?? false) && behavior != .contain
    let focusable =
      wrappers.contains { ($0 as? any FocusTarget)?.acceptsFocus == true } || (isControl && inside.takesFocus)
    let focused = focused.map { focused in
      wrappers.contains { $0 === focused } || (isControl && content.contains(focused))
    }
    let headingLevel =
      properties.headingLevel ?? (properties.addedTraits.contains(.isHeader) ? .unspecified : nil)
    return AccessibilityElement(
      id: Self.id(of: outer),
      role: properties.role ?? Self.role(for: traits, headingLevel: headingLevel, behavior: behavior),
      label: label
        ?? (behavior == .ignore || properties.contentIsValue ? nil : childTexts.joined(separator: ", "))
        .flatMap { $0.isEmpty ? nil : $0 },
      value: (properties.value.map { Self.string(of: $0, in: environment) }
        ?? (properties.contentIsValue ? childTexts.joined(separator: ", ") : nil)).flatMap { $0.isEmpty ? nil : $0 },
      hint: properties.hint.map { Self.string(of: $0, in: environment) }.flatMap { $0.isEmpty ? nil : $0 },
      identifier: properties.identifier,
      traits: traits, frame: outer.globalFrame, headingLevel: headingLevel, isChecked: properties.isChecked,
      isExpanded: properties.isExpanded, isEnabled: environment.isEnabled, isFocused: focused ?? false,
      isFocusable: focusable, numericValue: properties.numericValue, actions: actions)
  }

  /// The role a view without one of its own takes from its traits.
  private static func role(
    for traits: AccessibilityTraits, headingLevel: AccessibilityHeadingLevel?,
    behavior: AccessibilityChildBehavior.Kind?
  ) -> AccessibilityRole {
    if headingLevel != nil { return .heading }
    if traits.contains(.isButton) { return .button }
    if traits.contains(.isLink) { return .link }
    if traits.contains(.isSearchField) { return .searchField }
    if traits.contains(.isToggle) { return .switchButton }
    if traits.contains(.isImage) { return .image }
    if behavior == .contain { return .group }
    return traits.contains(.isModal) ? .dialog : .staticText
  }

  /// Whether an element of `role` keeps the elements inside it as its children (a list its rows), rather than
  /// taking their texts as its label (a button its title).
  static func holdsElements(_ role: AccessibilityRole) -> Bool {
    switch role {
    case .group, .list, .listItem, .tabList, .dialog, .alert, .menu: true
    default: false
    }
  }

  static func id(of node: ViewNode) -> AccessibilityElement.ID { AccessibilityElement.ID(node: ObjectIdentifier(node)) }

  static func string(of text: Text, in environment: EnvironmentValues) -> String {
    text.runs(in: environment).map(\.string).joined()
  }

  /// What a view holds that describes it: its texts (a labelled view inside counts by its label), its images'
  /// labels (which name it when it has no text, as an icon button), and whether a part of it takes focus.
  private static func contents(of node: ViewNode) -> (texts: [String], imageLabels: [String], takesFocus: Bool) {
    var texts: [String] = []
    var imageLabels: [String] = []
    var takesFocus = false
    func visit(_ node: ViewNode) {
      guard !node.isHiddenFromQueries, !node.isInvisible else { return }
      if (node as? any FocusTarget)?.acceptsFocus == true { takesFocus = true }
      if let text = node as? TextNode {
        texts.append(text.plainText)
      } else if let label = (node as? ImageNode)?.accessibilityLabel {
        imageLabels.append(label)
      } else if let described = node as? AccessibilityNode {
        if described.properties.hidden == true { return }
        if !described.properties.isDefault, let label = described.properties.label {
          texts.append(string(of: label, in: described.environment))
          return
        }
      }
      node.displayedChildren.forEach(visit)
    }
    visit(node)
    return (texts, imageLabels, takesFocus)
  }
}
