import Foundation

/// Makes its content able to take keyboard focus: `focusable(_:)` and `focusable(_:interactions:)`.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
  let isFocusable: Bool
  /// What focus is for. A view focused to be activated only (a button) is activated by Space, and a click does not
  /// focus it, so a click on a button does not end typing in a field; Tab still reaches it.
  let interactions: FocusInteractions

  var isActivatedOnly: Bool { interactions.isSubset(of: .activate) }

  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> FocusableNode { FocusableNode(graph: graph) }
  func apply(to node: FocusableNode) { node.apply(self) }
}

/// The node of `focusable(_:)`: a focus target that gives its content `\.isFocused`.
final class FocusableNode: ModifierNode, FocusTarget {
  override var focusTarget: (any FocusTarget)? { self }

  private var modifier: FocusableModifier?
  /// The content of the latest view, which a focus change updates again.
  private lazy var lastContent = access.makeContentMemory()
  private var output: (input: EnvironmentValues, focused: Bool, values: EnvironmentValues)?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    lastContent.remember(view)
    super.update(with: view, environmentChanged: environmentChanged)
  }

  func apply(_ modifier: FocusableModifier) { self.modifier = modifier }

  /// Focus changes re-run the content's update, so it sees the new `isFocused`.
  override func reevaluate() { lastContent.updateContent(of: self) }

  override var contentEnvironment: EnvironmentValues {
    let focused = graph.focus.current === self
    if let output, output.input.isIdentical(to: environment), output.focused == focused { return output.values }
    var values = environment
    values.isFocused = focused
    output = (environment, focused, values)
    return values
  }

  override func willUnmount() { graph.focus.nodeWillUnmount(self) }

  /// The focused view wears a focus ring around its frame, as desktop controls do, unless the effect is disabled.
  override func renderContent(into builder: inout DisplayListBuilder) {
    super.renderContent(into: &builder)
    guard graph.focus.current === self, graph.focus.isVisible, environment.isFocusEffectEnabled else { return }
    let ring = CGRect(origin: .zero, size: size).insetBy(dx: -1.5, dy: -1.5)
    builder.append(
      .stroke(
        Path(roundedRect: ring, cornerRadius: ControlPalette.cornerRadius + 1.5),
        .color(ControlPalette.focusRing.resolve(in: environment)), StrokeStyle(lineWidth: 3)),
      localBounds: ring.insetBy(dx: -2, dy: -2))
  }

  override func handlePointer(_ event: PointerEvent) {
    guard let modifier, !modifier.isActivatedOnly else { return }
    graph.focus.pointerPressed(self, event: event)
  }

  // MARK: FocusTarget

  var acceptsFocus: Bool { (modifier?.isFocusable ?? false) && environment.isEnabled && environment.isShown }
  var acceptsTextInput: Bool { false }
  var caretRect: CGRect? { nil }

  func focusDidChange(_ isFocused: Bool) {
    invalidate()
    invalidateDisplay()
  }

  func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
    guard acceptsFocus, modifier?.isActivatedOnly == true, press.key == .space,
      press.modifiers.normalizedForLinux.isEmpty, let action = controlAction
    else { return .ignored }
    action()
    return .handled
  }

  /// The action of the control this view is the focus of: the default action the nearest control around it
  /// declares (a button's, a toggle's), the one its keyboard shortcut and a screen reader's "click" perform too.
  private var controlAction: (@MainActor () -> Void)? {
    sequence(first: parent, next: { $0?.parent }).lazy.compactMap {
      ($0 as? any ControlActionNode)?.controlDefaultAction
    }
    .first
  }

  func handleTextInput(_ event: TextInputEvent) -> Bool { false }
}

extension View {
  /// Lets the view take keyboard focus, by Tab and by a click, so it receives key presses first.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
  }

  /// Lets the view take keyboard focus for the `interactions` it supports. ``FocusInteractions/activate`` alone
  /// makes it a Tab stop as a button is, which a click does not focus and Space activates, performing the default
  /// action of the control around it; ``FocusInteractions/edit`` makes a view a click focuses too.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable, interactions: interactions))
  }
}

extension View {
  /// Hides the focus ring of the focusable views inside this view (their focus still works).
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.isFocusEffectEnabled = $0.isFocusEffectEnabled && !disabled }))
  }
}

extension EnvironmentValues {
  private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
  }

  private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
  }

  private struct IsShownKey: EnvironmentKey {
    static let defaultValue = true
  }

  /// Whether the views are where the user sees them: false for the pages of a page-style tab view that are slid
  /// out of sight, which the keyboard and screen readers then pass by, as they pass a hidden tab.
  package var isShown: Bool {
    get { self[IsShownKey.self] }
    set { self[IsShownKey.self] = newValue }
  }

  /// Whether focused views show a focus ring.
  public internal(set) var isFocusEffectEnabled: Bool {
    get { self[IsFocusEffectEnabledKey.self] }
    set { self[IsFocusEffectEnabledKey.self] = newValue }
  }

  /// Whether the nearest focusable view around this one has keyboard focus.
  public internal(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}
