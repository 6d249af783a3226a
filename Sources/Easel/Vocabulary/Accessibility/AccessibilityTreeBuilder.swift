@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Walks a window's nodes and describes what assistive technologies see: each text, each labelled image, and each
/// view with accessibility modifiers (the controls describe themselves with them), merged along a chain of
/// modifiers on one view. It also finds one element's merged properties again, to perform an action on it.
///
/// With a cache, it copies the elements of each container's children that did not change since the cache's last
/// tree rather than describing them again, and keeps those it describes for the next tree.
@MainActor
struct AccessibilityTreeBuilder {
  /// One element found: its description, and the properties whose handlers act on it.
  struct Found {
    var element: AccessibilityElement
    var properties: AccessibilityProperties
    /// The environment its texts were read in, which names its named actions.
    var environment: EnvironmentValues
    /// The view that edits its text, when it is a text field.
    var editableTextSource: (any AccessibilityEditableTextSource)? = nil
    /// The view that takes the keyboard focus for it, when it takes focus.
    var focusTarget: (any FocusTarget)? = nil
  }

  let focused: ViewNode?
  /// The elements kept from the last tree, current with the display list; `nil` describes every view.
  var cache: AccessibilityTreeCache? = nil

  /// The elements under `roots`, in reading order.
  func elements(under roots: [ViewNode]) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    for root in roots { collect(root, toHost: root.transformToParent, into: &elements, target: nil) }
    cache?.sweep()
    return sortedByPriority(elements)
  }

  /// The element with `id` under `roots`, if it is still there.
  func find(_ id: AccessibilityElement.ID, under roots: [ViewNode]) -> Found? {
    var elements: [AccessibilityElement] = []
    var found: Found?
    for root in roots where found == nil {
      collect(root, toHost: root.transformToParent, into: &elements, target: (id, { found = $0 }))
    }
    return found
  }

  private typealias Target = (id: AccessibilityElement.ID, report: (Found) -> Void)

  /// Adds the elements of `node`'s children, whose transforms to the window follow from `toHost`, `node`'s. The
  /// children of a view with several are what the cache keeps: a list's rows, a canvas's emojis. Only a search for
  /// one element (`target`) walks every view. `displayedChildren` are the node's, when the caller has them.
  private func collectChildren(
    of node: ViewNode, _ displayedChildren: [ViewNode]? = nil, toHost: CGAffineTransform,
    into elements: inout [AccessibilityElement], target: Target?, focusAbove: ViewNode? = nil
  ) {
    let children = displayedChildren ?? node.displayedChildren
    guard children.count > 1, target == nil, let cache else {
      for child in children {
        collect(
          child, toHost: child.transformToParent.concatenating(toHost), into: &elements, target: target,
          focusAbove: focusAbove)
      }
      return
    }
    let kept = keptElements(of: node, children: children, toHost: toHost, cache: cache)
    // The list of one view's children is taken whole, not copied element by element.
    if elements.isEmpty { elements = kept } else { elements += kept }
  }

  /// The elements of `node`'s `children`: those of the children unchanged since the cache's entry copied from it,
  /// the others described again; kept in the cache for the next tree.
  private func keptElements(
    of node: ViewNode, children: [ViewNode], toHost: CGAffineTransform, cache: AccessibilityTreeCache
  ) -> [AccessibilityElement] {
    guard var entry = cache.entry(for: node) else { return describe(children, of: node, toHost: toHost, cache: cache) }
    // This runs after every frame while a reader runs, on every list's thousand rows. Only a view the last build drew
    // again may have other children: it compares their addresses, and looks at each child's reference only when a
    // node was freed since, whose address a new node may have taken.
    if !cache.childrenAreUnchanged(of: node, since: entry) {
      guard entry.children.count == children.count,
        zip(entry.children, children).allSatisfy({ $0 == ObjectIdentifier($1) })
      else {
        return describe(children, of: node, toHost: toHost, cache: cache)
      }
      if entry.freedNodeCount != cache.freedNodeCount {
        guard Self.nodes(of: entry.references, are: children) else {
          return describe(children, of: node, toHost: toHost, cache: cache)
        }
        cache.confirmChildren(of: node)
      }
    }
    let unchanged = node.displayState.subtreeChangeGeneration <= entry.generation
    if entry.toHost != toHost {
      // Moved with a view above it (a scroll): the same elements elsewhere, when nothing else changed.
      guard unchanged, let offset = Self.offset(from: entry.toHost, to: toHost) else {
        return describe(children, of: node, toHost: toHost, cache: cache)
      }
      entry.elements = entry.elements.map { $0.moved(by: offset) }
    } else if unchanged {
      return entry.elements
    }
    // Each child keeps its elements, but a child whose subtree changed, which is described again, in place when the
    // last tree is gone, as the bridge lets it go.
    cache.removeEntry(for: node)
    // From the last changed child to the first, so the elements before each stay where the counts put them.
    for index in cache.changedChildren(of: node, children, in: &entry).reversed() {
      let child = children[index]
      let start = entry.counts[..<index].reduce(0, +)
      var fresh: [AccessibilityElement] = []
      collect(child, toHost: child.transformToParent.concatenating(toHost), into: &fresh, target: nil)
      entry.elements.replaceSubrange(start..<(start + entry.counts[index]), with: fresh)
      entry.counts[index] = fresh.count
    }
    cache.keep(entry, of: node, toHost: toHost)
    return entry.elements
  }

  /// Whether `references` are the references of `nodes`, in order: a node that left is no longer its reference's
  /// node, even where a new node took its address.
  private static func nodes(of references: [NodeReference], are nodes: [ViewNode]) -> Bool {
    for (reference, node) in zip(references, nodes) where reference.node !== node { return false }
    return true
  }

  /// The elements of `node`'s `children`, each described anew, and kept in the cache.
  private func describe(
    _ children: [ViewNode], of node: ViewNode, toHost: CGAffineTransform, cache: AccessibilityTreeCache
  ) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    var counts: [Int] = []
    counts.reserveCapacity(children.count)
    for child in children {
      let start = elements.count
      collect(child, toHost: child.transformToParent.concatenating(toHost), into: &elements, target: nil)
      counts.append(elements.count - start)
    }
    cache.keep(
      children: children.map(ObjectIdentifier.init), references: children.map(\.reference), counts: counts,
      elements: elements, of: node, toHost: toHost)
    return elements
  }

  /// The offset from `old` to `new` when they differ only by a translation.
  private static func offset(from old: CGAffineTransform, to new: CGAffineTransform) -> CGSize? {
    guard old.a == new.a, old.b == new.b, old.c == new.c, old.d == new.d else { return nil }
    return CGSize(width: new.tx - old.tx, height: new.ty - old.ty)
  }

  /// Adds the elements of `node`'s subtree. `focusAbove` is the focusable view wrapping it with no element between
  /// (`Text(…).accessibilityLabel(…).focusable()`): the next element down is what it focuses.
  private func collect(
    _ node: ViewNode, toHost: CGAffineTransform, into elements: inout [AccessibilityElement], target: Target?,
    focusAbove: ViewNode? = nil
  ) {
    guard !node.isHiddenFromQueries, !node.isInvisible else { return }
    if let text = node as? TextNode {
      let element = AccessibilityElement(
        AccessibilityElementFields(
          id: Self.id(of: text), role: .staticText, label: text.plainText, traits: .isStaticText,
          frame: Self.frame(of: text, toHost: toHost)))
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
          AccessibilityElementFields(
            id: Self.id(of: image), role: .image, label: label, traits: .isImage,
            frame: Self.frame(of: image, toHost: toHost))))
      return
    }
    if let layer = node as? PresentationRootNode {
      collect(layer, toHost: toHost, into: &elements, target: target)
      return
    }
    if let other = node as? AccessibilityAlternativeNode, other.role == .representation {
      return collectRepresentation(of: other, toHost: toHost, into: &elements, target: target)
    }
    guard let outer = node as? AccessibilityNode else {
      // Only a view that wraps one other passes its focus down: a focusable stack is no one element's.
      let children = node.displayedChildren
      let focusAbove = children.count == 1 ? node.focusTarget.map { _ in node } ?? focusAbove : nil
      collectChildren(
        of: node, children, toHost: toHost, into: &elements, target: target, focusAbove: focusAbove)
      return
    }
    // A chain of modifiers on one view makes one element, through the views that only wrap it (a control's body, a
    // conditional or `AnyView` around it).
    var chain = [outer.properties]
    var content: ViewNode = outer
    var contentToHost = toHost
    var wrappers: [ViewNode] = [focusAbove, outer].compactMap { $0 }
    while case let children = content.children, children.count == 1 {
      let inner = children[0]
      let representation = (inner as? AccessibilityAlternativeNode)?.role == .representation
      if let modifiers = inner as? AccessibilityNode {
        chain.append(modifiers.properties)
      } else if !(inner.runsBody || inner is ModifierNode || inner is SingleChildNode) {
        break
      }
      wrappers.append(inner)
      content = inner
      contentToHost = inner.transformToParent.concatenating(contentToHost)
      // A representation stands for what it modifies: the modifiers above it describe its element.
      if representation { break }
    }
    let properties = AccessibilityProperties.merged(chain)
    guard properties.hidden != true else { return }
    if properties.sortPriority != nil { cache?.hasSortPriorities = true }
    if let representation = content as? AccessibilityAlternativeNode, representation.role == .representation {
      let start = elements.count
      collectRepresentation(of: representation, toHost: contentToHost, into: &elements, target: target)
      guard start < elements.count else { return }
      let environment = outer.environment
      var fields = elements[start].fields
      fields.label = properties.label.map { Self.string(of: $0, in: environment) } ?? fields.label
      fields.value = properties.value.map { Self.string(of: $0, in: environment) } ?? fields.value
      fields.hint = properties.hint.map { Self.string(of: $0, in: environment) } ?? fields.hint
      fields.identifier = properties.identifier ?? fields.identifier
      fields.frame = Self.frame(of: outer, toHost: toHost)
      elements[start] = AccessibilityElement(fields)
      return
    }
    // `accessibilityHidden(false)` alone, say, describes nothing: the views inside are read as they are.
    guard properties.describesElement else {
      let start = elements.count
      collectChildren(of: content, toHost: contentToHost, into: &elements, target: target, focusAbove: focusAbove)
      if let priority = properties.sortPriority {
        for index in elements.indices[start...] { elements[index].sortPriority = priority }
      }
      // `accessibilityFocused` on a view that is no element itself (a text) moves the reader to its first element.
      if let highlight = properties.highlight, start < elements.count {
        var fields = elements[start].fields
        (fields.isFocused, fields.isFocusable) = (highlight, true)
        elements[start] = AccessibilityElement(fields)
      }
      return
    }
    var fields = describe(properties, outer: outer, toHost: toHost, content: content, wrappers: wrappers)
    if properties.givenRole.map(Self.holdsElements) ?? (properties.children?.kind == .contain) {
      // `accessibilityChildren` gives the elements in place of the view's own.
      if let synthetic = Self.alternative(.children, among: wrappers) {
        collect(
          synthetic, toHost: synthetic.transformToParent.concatenating(toHost), into: &fields.children, target: target)
      } else {
        collectChildren(of: content, toHost: contentToHost, into: &fields.children, target: target)
      }
      fields.children = sortedByPriority(fields.children)
    }
    let element = AccessibilityElement(fields)
    if let target, target.id == element.id {
      target.report(
        Found(
          element: element, properties: properties, environment: outer.environment,
          editableTextSource: element.editableText == nil ? nil : Self.contents(of: content).editableTextSource,
          focusTarget: element.isFocusable ? Self.focusTarget(among: wrappers, in: content) : nil))
    }
    elements.append(element)
  }

  /// Adds the elements of `node`'s representation where `node` is, focused and focusable as `node`'s own view is:
  /// the representation is never focused itself, nor drawn where an assistive technology could point at it.
  private func collectRepresentation(
    of node: AccessibilityAlternativeNode, toHost: CGAffineTransform, into elements: inout [AccessibilityElement],
    target: Target?
  ) {
    guard let representation = node.alternative else { return }
    let start = elements.count
    collect(
      representation, toHost: representation.transformToParent.concatenating(toHost), into: &elements, target: target)
    let frame = Self.frame(of: node, toHost: toHost)
    let takesFocus = Self.contents(of: node).takesFocus
    let isFocused = focused.map(node.contains) ?? false
    for index in elements.indices[start...] {
      var fields = elements[index].fields
      (fields.frame, fields.isFocusable, fields.isFocused) = (frame, takesFocus, isFocused && index == start)
      elements[index] = AccessibilityElement(fields)
    }
  }

  /// The view that takes the focus for an element: a focusable view among the views it wraps, else the first
  /// focusable view inside it (a switch's knob).
  private static func focusTarget(among wrappers: [ViewNode], in content: ViewNode) -> (any FocusTarget)? {
    if let target = wrappers.lazy.compactMap(\.focusTarget).first(where: \.acceptsFocus) { return target }
    var found: (any FocusTarget)?
    content.visitDisplayed { node in
      if let target = node.focusTarget, target.acceptsFocus { found = target }
      return found == nil
    }
    return found
  }

  /// The other view of the first alternative node of `role` among `nodes`.
  private static func alternative(_ role: AccessibilityAlternativeNode.Role, among nodes: [ViewNode]) -> ViewNode? {
    for node in nodes {
      if let other = node as? AccessibilityAlternativeNode, other.role == role, let view = other.alternative {
        return view
      }
    }
    return nil
  }

  /// A presentation as one element: an alert or a dialog (a sheet, a cover), or a menu, holding what it shows,
  /// named by its first text (an alert's title), dismissed by the escape action as Escape dismisses it. It is
  /// focused while the keyboard's focus has not gone into it yet, so a screen reader announces it as it opens.
  private func collect(
    _ layer: PresentationRootNode, toHost: CGAffineTransform, into elements: inout [AccessibilityElement],
    target: Target?
  ) {
    var fields = AccessibilityElementFields(
      id: Self.id(of: layer), role: Self.role(of: layer.style), label: nil, traits: layer.style.isModal ? .isModal : [],
      frame: layer.contentFrame)
    collectChildren(of: layer, toHost: toHost, into: &fields.children, target: target)
    fields.children = sortedByPriority(fields.children)
    // Named by its first text (an alert's title); an alert's other texts (its message) describe it, which screen
    // readers say with the name.
    let texts = fields.children.flatMap(\.flattened).filter { $0.role == .staticText }.compactMap(\.label)
    // A menu of items only (a menu bar's, a `Menu`'s) is named by the view that opened it: "File".
    fields.label = texts.first ?? layer.presenter.flatMap { Self.contents(of: $0).texts.first }
    if fields.role == .alert, texts.count > 1 { fields.hint = texts.dropFirst().joined(separator: " ") }
    var properties = AccessibilityProperties()
    // Its escape action is the Escape key's: the escape action of a view around the focus, the cancel button, or
    // the dismissal, unless the content disabled interactive dismissal.
    if layer.acceptsEscape {
      properties.actions[.escape] = { _ = layer.performEscape() }
      fields.actions = [.escape]
    }
    fields.isFocusable = true
    fields.isFocused = focused.map { !layer.contains($0) } ?? true
    let element = AccessibilityElement(fields)
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
    _ properties: AccessibilityProperties, outer: AccessibilityNode, toHost: CGAffineTransform, content: ViewNode,
    wrappers: [ViewNode]
  ) -> AccessibilityElementFields {
    let environment = outer.environment
    let behavior = properties.children?.kind
    // A container (a list, a tab bar, a group that contains its elements) is named only by its own label: its
    // elements say what they hold, and reading every text of a thousand rows into its name costs as much as the rows.
    let isContainer = properties.givenRole.map(Self.holdsElements) ?? (behavior == .contain)
    var inside =
      isContainer
      ? (texts: [], imageLabels: [], takesFocus: false, editableTextSource: nil) : Self.contents(of: content)
    // A control whose label `labelsHidden()` hid is still named by it.
    // (The content's own texts include it when the label's node is the content.)
    if !isContainer, let label = Self.alternative(.label, among: wrappers.filter { $0 !== content }) {
      inside.texts = Self.contents(of: label).texts + inside.texts
    }
    let childTexts = inside.texts.isEmpty ? inside.imageLabels : inside.texts
    let label = properties.label.map { Self.string(of: $0, in: environment) }
    var traits =
      properties.role == nil && behavior == nil && label == nil && childTexts.count == 1
      ? AccessibilityTraits.isStaticText : []
    traits = traits.subtracting(properties.removedTraits).union(properties.addedTraits)
    var actions = properties.actions.keys.sorted { $0.name < $1.name }
    if properties.adjust != nil { actions += [.increment, .decrement] }
    actions += properties.namedActions.map { .named(Self.string(of: $0.name, in: environment)) }
    actions += (properties.scroll?.edges ?? []).map { .named(AccessibilityScrollAction.name(toward: $0)) }
    // A control is focused when its focusable part is, which may sit inside it (a switch's knob).
    let isControl = !(properties.givenRole.map(Self.holdsElements) ?? false) && behavior != .contain
    let focusable =
      wrappers.contains { $0.focusTarget?.acceptsFocus == true } || (isControl && inside.takesFocus)
    let focused = focused.map { focused in
      wrappers.contains { $0 === focused } || (isControl && content.contains(focused))
    }
    let headingLevel =
      properties.headingLevel ?? (properties.addedTraits.contains(.isHeader) ? .unspecified : nil)
    return AccessibilityElementFields(
      id: Self.id(of: outer),
      role: properties.givenRole ?? Self.role(for: traits, headingLevel: headingLevel, behavior: behavior),
      label: label
        ?? (behavior == .ignore || properties.contentIsValue ? nil : childTexts.joined(separator: ", "))
        .flatMap { $0.isEmpty ? nil : $0 },
      value: (properties.value.map { Self.string(of: $0, in: environment) }
        ?? (properties.contentIsValue ? childTexts.joined(separator: ", ") : nil)).flatMap { $0.isEmpty ? nil : $0 },
      hint: properties.hint.map { Self.string(of: $0, in: environment) }.flatMap { $0.isEmpty ? nil : $0 },
      identifier: properties.identifier,
      traits: traits, frame: Self.frame(of: outer, toHost: toHost), headingLevel: headingLevel,
      isChecked: properties.isChecked, isExpanded: properties.isExpanded, isEnabled: environment.isEnabled,
      isFocused: properties.highlight ?? focused ?? false,
      isFocusable: focusable || properties.highlight != nil, numericValue: properties.numericValue,
      editableText: inside.editableTextSource?.accessibilityEditableText, actions: actions,
      inputLabels: (properties.inputLabels ?? []).map { Self.string(of: $0, in: environment) },
      sortPriority: properties.sortPriority ?? 0)
  }

  /// `elements` in reading order: higher sort priorities first, equal ones in their order on screen.
  private func sortedByPriority(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    // A window whose views never set a priority has none to sort by: its thousands of elements are not scanned.
    if let cache, !cache.hasSortPriorities { return elements }
    guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
    return elements.enumerated().sorted {
      $0.element.sortPriority != $1.element.sortPriority
        ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
    }.map(\.element)
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
    case .group, .list, .listItem, .tabList, .dialog, .alert, .menuBar, .menu, .scrollArea: true
    default: false
    }
  }

  /// `node`'s bounds in the window, given its transform to the window.
  private static func frame(of node: ViewNode, toHost: CGAffineTransform) -> CGRect {
    CGRect(origin: .zero, size: node.size).applying(toHost)
  }

  static func id(of node: ViewNode) -> AccessibilityElement.ID { AccessibilityElement.ID(node: ObjectIdentifier(node)) }

  static func string(of text: Text, in environment: EnvironmentValues) -> String {
    text.runs(in: environment).map(\.string).joined()
  }

  /// What a view holds that describes it: its texts (a labelled view inside counts by its label), its images'
  /// labels (which name it when it has no text, as an icon button), and whether a part of it takes focus.
  private static func contents(
    of node: ViewNode
  ) -> (
    texts: [String], imageLabels: [String], takesFocus: Bool,
    editableTextSource: (any AccessibilityEditableTextSource)?
  ) {
    var texts: [String] = []
    var imageLabels: [String] = []
    var takesFocus = false
    var editableTextSource: (any AccessibilityEditableTextSource)?
    func visit(_ node: ViewNode) {
      guard !node.isHiddenFromQueries, !node.isInvisible else { return }
      if node.focusTarget?.acceptsFocus == true { takesFocus = true }
      if editableTextSource == nil, let source = node.focusTarget as? AccessibilityEditableTextSource {
        editableTextSource = source
      }
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
      if let other = node as? AccessibilityAlternativeNode, other.role == .label, let label = other.alternative {
        visit(label)
      }
      node.displayedChildren.forEach(visit)
    }
    visit(node)
    return (texts, imageLabels, takesFocus, editableTextSource)
  }
}
