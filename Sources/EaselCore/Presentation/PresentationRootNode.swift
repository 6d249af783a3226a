import Foundation

/// The root of one presentation layer above the window's content: a sheet, cover, alert, dialog or menu. It
/// fills the window, places its content as its style says, draws the scrim and panel around it, animates its
/// entrance and exit, and takes the presses and keys its style claims.
package final class PresentationRootNode: ViewNode {
  package let style: PresentationStyle
  /// The node that presented this layer; its frame anchors menus.
  package private(set) weak var presenter: ViewNode?
  /// The layer whose content holds the presenter, or `nil` when the presenter is in the window's root content.
  private(set) weak var ownerLayer: PresentationRootNode?
  /// Asks the presenter to dismiss this layer (sets its binding to false), as Escape or an outside press does.
  package var requestDismiss: (@MainActor () -> Void)?
  package private(set) var isDismissing = false
  /// The view that had focus when the layer was presented: it gets focus back when the layer leaves, as GTK gives
  /// it back to the control that opened a dialog, so keyboard and screen-reader users are where they were.
  private weak var focusedBefore: (any FocusTarget)?

  @SoleChild private var content: ViewNode?
  private var presence = AnimatedValue(0.0)
  private var windowSize = CGSize.zero
  private var anchor: CGRect?
  /// The content's frame in the window.
  package private(set) var contentFrame = CGRect.zero
  private var hovered: [HoverTrackingNode] = []

  init(graph: ViewGraph, style: PresentationStyle, presenter: ViewNode) {
    self.style = style
    self.presenter = presenter
    super.init(graph: graph)
    focusedBefore = graph.focus.current
    var node: ViewNode? = presenter
    while let current = node {
      if let layer = current as? PresentationRootNode { ownerLayer = layer }
      node = current.parent
    }
    mountState = .mounted
  }

  package override var children: [ViewNode] { $content }
  package override var placedElements: [ViewNode] { content?.layoutElements() ?? [] }

  /// Shows `view` as the layer's content, reconciled with what it showed before.
  package func show<V: View>(_ view: V, environment: EnvironmentValues) {
    self.environment = environment
    let old = content
    content = graph.reconcile(content, with: view, environment: environment, parent: self)
    if content !== old { invalidateElements() }
  }

  /// Starts the entrance.
  package func appear() {
    presence.set(1, animation: animation, now: graph.currentTime)
    if presence.isAnimating(at: graph.currentTime) { didStartAnimating() }
    invalidateDisplay()
  }

  /// Starts the exit: the layer stops taking presses and keys at once and leaves when its animation ends. Layers
  /// presented from its content leave with it.
  package func dismiss() {
    guard !isDismissing else { return }
    isDismissing = true
    setHover(nil)
    for layer in graph.presentationLayers where layer.ownerLayer === self { layer.dismiss() }
    returnFocus()
    presence.set(0, animation: animation, now: graph.currentTime)
    if presence.isAnimating(at: graph.currentTime) {
      didStartAnimating()
      invalidateDisplay()
    } else {
      graph.removePresentation(self)
    }
  }

  /// Gives focus back to the view that had it before the layer, when focus is in the layer or nowhere and that
  /// view can still take it.
  private func returnFocus() {
    guard graph.focus.current.map(contains) ?? true, let before = focusedBefore, before.isMounted, before.acceptsFocus
    else { return }
    graph.focus.focus(before)
  }

  /// The update's animation, or the style's own when the change was not animated (presentations always animate,
  /// as in SwiftUI), or none when the transaction disables animations.
  private var animation: Animation? {
    if graph.transaction.disablesAnimations { return nil }
    return style.animation
  }

  package override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let running = presence.isAnimating(at: time)
    if !running && isDismissing { graph.removePresentation(self) }
    return running
  }

  // MARK: Layout

  /// Lays the layer out in a window of `size`, again when the window or the presenter's frame moved.
  func layoutLayer(in size: CGSize) {
    let newAnchor = presenterFrame
    if size != windowSize || newAnchor != anchor {
      windowSize = size
      anchor = newAnchor
      invalidateLayout()
    }
    guard needsLayout else { return }
    place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
    markLaidOut()
  }

  /// The presenter's frame in the window: the union of the frames of the views it wraps.
  private var presenterFrame: CGRect? {
    guard let presenter, presenter.isMounted else { return anchor }
    let frames = presenter.layoutElements().map(\.globalFrame)
    guard let first = frames.first else { return anchor }
    return frames.dropFirst().reduce(first) { $0.union($1) }
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { windowSize }

  package override func placeChildren() {
    let layout = ContentLayout(content?.layoutElements() ?? [])
    var measured: [(proposal: ProposedViewSize, size: CGSize)] = []
    let oldFrame = contentFrame
    contentFrame = style.frame(in: windowSize, anchor: anchor) { proposal in
      let size = layout.sizeThatFits(proposal)
      measured.append((proposal, size))
      return size
    }
    // The layer keeps the window's frame while its content grows or shrinks, so its panel draws again itself.
    if contentFrame != oldFrame { invalidateDisplay() }
    // The content is placed for the proposal that gave it its frame's size, when the style kept that size.
    let proposal = measured.last { $0.size == contentFrame.size }?.proposal ?? ProposedViewSize(contentFrame.size)
    layout.place(in: contentFrame, proposal: proposal)
  }

  // MARK: Drawing

  package override func renderContent(into builder: inout DisplayListBuilder) {
    let shown = presence.value(at: graph.currentTime)
    let window = CGRect(origin: .zero, size: windowSize)
    if style.hasScrim {
      let scrim = ControlPalette.scrim.resolve(in: environment)
      builder.append(
        .fill(Path(window), Paint.color(scrim).multiplyingOpacity(shown), eoFill: false), localBounds: window)
    }
    guard shown > 0 else { return }
    // With motion reduced, every presentation fades in place instead of sliding or scaling in.
    let reducesMotion = environment.accessibilityReduceMotion
    let transform =
      reducesMotion ? .identity : style.entranceTransform(presence: shown, frame: contentFrame, window: windowSize)
    if (style.fades || reducesMotion) && shown < 1 {
      builder.withLayer(opacity: shown, shadow: nil) { builder in
        builder.withTransform(transform) { builder in drawPanel(into: &builder) }
      }
    } else {
      builder.withTransform(transform) { builder in drawPanel(into: &builder) }
    }
  }

  /// The panel behind the content (fill, shadow, hairline) and the content clipped to it.
  private func drawPanel(into builder: inout DisplayListBuilder) {
    guard let radius = style.panelCornerRadius else {
      content?.render(into: &builder)
      return
    }
    let shape = Path(roundedRect: contentFrame, cornerRadius: radius)
    if style.isOpaqueCover {
      let background = ControlPalette.windowBackground.resolve(in: environment)
      builder.append(.fill(shape, .color(background), eoFill: false), localBounds: contentFrame)
    } else {
      let isDark = environment.colorScheme == .dark
      let shadow = Shadow(
        color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: isDark ? 0.5 : 0.22),
        radius: style.placement == .sheet ? 18 : 10, offset: CGSize(width: 0, height: 6))
      let background = ControlPalette.elevatedBackground.resolve(in: environment)
      builder.withLayer(opacity: 1, shadow: shadow) { builder in
        builder.append(.fill(shape, .color(background), eoFill: false), localBounds: contentFrame)
      }
    }
    builder.withClip(shape) { builder in content?.render(into: &builder) }
    if !style.isOpaqueCover {
      // A hairline keeps the panel's edge visible on backgrounds of its own colour (dark mode, white windows).
      let edge = Path(roundedRect: contentFrame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: radius)
      let isDark = environment.colorScheme == .dark
      let white: Float = isDark ? 1 : 0
      let hairline = Color.Resolved(red: white, green: white, blue: white, opacity: isDark ? 0.16 : 0.1)
      builder.append(
        .stroke(edge, .color(hairline), StrokeStyle(lineWidth: 0.5)), localBounds: contentFrame.insetBy(dx: -1, dy: -1))
    }
  }

  // MARK: Input

  /// Modal layers take every press (the scrim swallows presses outside the content); transient ones only
  /// presses on their content. A layer on its way out takes none.
  package override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    guard !isDismissing else { return nil }
    if let hit = content?.hitTest(point) { return hit }
    if style.isModal || contentFrame.contains(point) { return self }
    return nil
  }

  /// Whether `point` (host coordinates) is on the layer's content.
  func contains(_ point: CGPoint) -> Bool { !isDismissing && contentFrame.contains(point) }

  /// What Escape does once no control in the layer took it as its shortcut: the escape action of the nearest view
  /// around the focus that has one (`accessibilityAction(.escape)`), else the layer's dismissal, when the style
  /// allows it and no view in the content disabled interactive dismissal.
  func handleEscape() -> Bool {
    if let action = graph.escapeAction(around: graph.focus.current, below: self) {
      action()
      return true
    }
    guard isDismissedByEscape, let requestDismiss else { return false }
    requestDismiss()
    return true
  }

  /// An assistive technology's escape on the layer (its "dismiss" action): what the Escape key does in it, the
  /// layer's control whose shortcut is Escape (an alert's cancel button) first. Returns whether anything did it.
  package func performEscape() -> Bool {
    guard !isDismissing else { return false }
    if let cancel = escapeShortcutAction {
      cancel()
      return true
    }
    return handleEscape()
  }

  /// Whether ``performEscape()`` would do anything: the layer offers its escape action only then (a sheet with
  /// `interactiveDismissDisabled()` and no cancel button offers none).
  package var acceptsEscape: Bool {
    !isDismissing
      && (isDismissedByEscape || escapeShortcutAction != nil
        || graph.escapeAction(around: graph.focus.current, below: self) != nil)
  }

  private var isDismissedByEscape: Bool {
    style.dismissesOnEscape && requestDismiss != nil && !isInteractiveDismissDisabled
  }

  /// The action of the layer's control whose keyboard shortcut is Escape (`.cancelAction`), as the key finds it.
  private var escapeShortcutAction: (@MainActor () -> Void)? {
    let escape = KeyPress(key: .escape, characters: "\u{1B}", modifiers: [])
    guard let content else { return nil }
    let shortcuts = graph.input.roles.displayed(KeyboardShortcutNode.self, under: content)
    return shortcuts.lazy.filter { $0.matches(escape) }.compactMap(\.controlAction).first
  }

  private var isInteractiveDismissDisabled: Bool {
    var disabled = false
    content?.visitDisplayed { node in
      if let node = node as? InteractiveDismissNode, node.isDisabled { disabled = true }
      return !disabled
    }
    return disabled
  }

  /// Moves the hover to `point` (host coordinates, or `nil` when the pointer is elsewhere): views that track
  /// hovering learn when the pointer enters and leaves them.
  func setHover(_ point: CGPoint?) {
    var chain: [HoverTrackingNode] = []
    if let point, !isDismissing, var node = content?.hitTest(point) {
      while true {
        if let tracking = node as? HoverTrackingNode { chain.append(tracking) }
        guard let parent = node.parent, parent !== self else { break }
        node = parent
      }
    }
    let previous = hovered
    hovered = chain
    for node in previous where !chain.contains(where: { $0 === node }) && node.isMounted { node.hoverChanged(false) }
    for node in chain where !previous.contains(where: { $0 === node }) { node.hoverChanged(true) }
  }

  package override func willUnmount() { hovered = [] }
}
