import Foundation

/// A gesture attached to a view, as the node that recognizes it sees it.
struct GestureAttachment {
  enum Priority {
    case normal, high, simultaneous

    /// The modifier that attaches a gesture with this priority.
    var modifierName: String {
      switch self {
      case .normal: "gesture"
      case .high: "highPriorityGesture"
      case .simultaneous: "simultaneousGesture"
      }
    }
  }

  let priority: Priority
  let mask: GestureMask
  let isEnabled: Bool
  /// The attached gesture's type: a different type replaces the gesture, cancelling a running recognition.
  let gestureType: ObjectIdentifier
  /// Whether the gesture is an optional that holds `nil`, which fails at once and blocks nothing.
  let isNil: Bool
  let makeRecognizer: @MainActor (RecognitionContext) -> AnyRecognizer
  /// The gesture as the arbitration trace names it.
  let describe: @MainActor () -> String

  @MainActor
  init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask, isEnabled: Bool = true) {
    self.priority = priority
    self.mask = mask
    self.isEnabled = isEnabled
    gestureType = ObjectIdentifier(G.self)
    isNil = (gesture as? OptionalGesture)?.isNone ?? false
    describe = { GestureDescription.name(of: gesture) }
    makeRecognizer = { context in
      let recognizer = EaselCore.makeRecognizer(for: gesture, context: context)
      recognizer.changed = { [weak context] value in
        context?.trace(.changed, "it delivered a value") { GestureTraceDetail(describing: value) }
      }
      recognizer.succeeded = { [weak context] _ in
        guard let entry = context?.entry else { return }
        entry.session?.report(
          .succeeded, entry,
          entry.hasWaited
            ? "it recognized its motion, and the gestures with precedence it waited for failed"
            : "it recognized its motion, and no exclusive gesture with precedence could still succeed")
      }
      recognizer.stopped = { [weak context] success in
        guard let entry = context?.entry else { return }
        if !success {
          if let reason = entry.cancellationReason {
            entry.session?.report(.cancelled, entry, reason)
          } else {
            entry.session?.report(
              .failed, entry,
              entry.failureReason ?? "it did not recognize its motion: released, moved or held outside its limits")
          }
        }
        entry.session?.resolveWaiting()
      }
      return recognizer
    }
  }
}

/// Attaches a gesture: `gesture`, `highPriorityGesture`, `simultaneousGesture`.
struct GestureModifier: ViewModifier, PrimitiveModifier {
  let attachment: GestureAttachment
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> GestureNode { GestureNode(graph: graph) }
  func apply(to node: GestureNode) { node.apply(self) }
}

/// The node of an attached gesture: makes recognizers for touches that hit its content, and cancels them when
/// the gesture is removed, replaced, disabled or set to `nil`.
package final class GestureNode: ModifierNode {
  private(set) var attachment: GestureAttachment?
  package override var lastUpdateMayChangeDisplay: Bool { false }
  private var liveEntries: [WeakEntry] = []

  private struct WeakEntry { weak var entry: GestureEntry? }

  func apply(_ modifier: GestureModifier) {
    let new = modifier.attachment
    if let old = attachment,
      old.gestureType != new.gestureType || new.isNil || !new.isEnabled || !new.mask.contains(.gesture)
        || old.priority != new.priority
    {
      cancelLiveEntries()
    }
    attachment = new
  }

  package override func willUnmount() { cancelLiveEntries() }

  override var traceName: String? { attachment.map { "\($0.priority.modifierName)(\($0.describe()))" } }

  private func cancelLiveEntries() {
    let entries = liveEntries.compactMap(\.entry)
    liveEntries.removeAll()
    for entry in entries { entry.cancel(because: "its gesture was removed or replaced") }
  }

  /// A new entry recognizing the attached gesture.
  func makeEntry() -> GestureEntry? {
    guard let attachment else { return nil }
    let entry = GestureEntry(isExclusive: attachment.priority != .simultaneous, node: self)
    entry.recognizer = attachment.makeRecognizer(RecognitionContext(entry: entry))
    liveEntries.removeAll { $0.entry == nil || $0.entry!.isFinished }
    liveEntries.append(WeakEntry(entry: entry))
    return entry
  }
}

/// Collects the gestures of a hit chain in SwiftUI's precedence order.
@MainActor
enum GestureCollector {
  /// The entries for a chain from the hit view up to the root: a subview's gestures before its parent's, the
  /// first attached before the later ones on one view, high-priority gestures before all of their subviews',
  /// and a mask without `.subviews` dropping the subviews' gestures.
  static func entries(for chain: [ViewNode], excluding busy: [ViewNode] = []) -> [GestureEntry] {
    var ordered: [GestureEntry] = []
    for case let node as GestureNode in chain where !busy.contains(where: { $0 === node }) {
      guard let attachment = node.attachment else { continue }
      if !attachment.mask.contains(.subviews) {
        for entry in ordered { entry.cancel(because: "a mask without .subviews turns the subviews' gestures off") }
        ordered.removeAll()
      }
      guard attachment.mask.contains(.gesture), attachment.isEnabled, let entry = node.makeEntry() else { continue }
      if attachment.priority == .high { ordered.insert(entry, at: 0) } else { ordered.append(entry) }
    }
    return ordered
  }
}

extension View {
  /// Attaches a gesture with lower precedence than the gestures of the view's subviews.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .normal, mask: mask)))
  }

  /// Attaches a gesture that can be turned off; subviews' gestures keep working when it is.
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      GestureModifier(attachment: GestureAttachment(gesture, priority: .normal, mask: .all, isEnabled: isEnabled)))
  }

  /// Attaches a gesture with precedence over the gestures of the view's subviews.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .high, mask: mask)))
  }

  /// Attaches a gesture that is recognized together with the view's other gestures.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .simultaneous, mask: mask)))
  }

  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with the location of the `count`-th tap in `coordinateSpace`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }

  /// Runs `action` when a long press is recognized; `onPressingChanged` reports `true` when the press starts and
  /// `false` when it is recognized (before `action`) or fails.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressActionGesture(
        press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressingChanged: onPressingChanged))
  }

  /// Runs `action` when a long press is recognized.
  ///
  /// Disfavoured, as SwiftUI deprecated it for `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
  /// a call that fits both, such as `onLongPressGesture { … }`, must pick that one.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }
}

/// `onLongPressGesture`'s gesture: pressing `true` on touch-down, `false` then the action on recognition,
/// `false` alone on failure.
struct LongPressActionGesture: PrimitiveGesture {
  typealias Value = Bool
  package typealias Body = Never
  let press: LongPressGesture
  let action: () -> Void
  let pressingChanged: ((Bool) -> Void)?

  func makeRecognizer(context: RecognitionContext) -> Recognizer<Bool> {
    let pressingChanged = self.pressingChanged
    let action = self.action
    var pressing = false
    return MappingRecognizer(
      inner: press.makeRecognizer(context: context), context: context, map: { $0 },
      onChanged: { value in
        if value && !pressing {
          pressing = true
          pressingChanged?(true)
        }
      },
      onSucceeded: { _ in
        if pressing {
          pressing = false
          pressingChanged?(false)
        }
        action()
      },
      onStopped: { success in
        if !success && pressing {
          pressing = false
          pressingChanged?(false)
        }
      })
  }
}
