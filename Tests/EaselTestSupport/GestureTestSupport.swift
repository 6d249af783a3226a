import Easel
import EaselTesting
import Foundation

/// Records gesture callbacks in order, so tests can assert exact sequences.
@MainActor
public final class Log {
  public private(set) var entries: [String] = []
  public init() {}
  public func callAsFunction(_ entry: String) { entries.append(entry) }
  public func clear() { entries.removeAll() }
}

/// A switch a test flips from outside while a gesture runs.
@Observable
public final class Flag {
  public var isOn: Bool
  public init(_ isOn: Bool = false) { self.isOn = isOn }
}

/// Lets a test reach a `GestureState` held by a hosted view.
@MainActor
public final class StateHandle<Value> {
  public var state: GestureState<Value>?
  public init() {}
}

/// A number as `%g` prints it: `12`, `0.5`, `-3`.
public func fmt(_ value: CGFloat) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return String(format: "%g", Double(rounded == 0 ? 0 : rounded))
}

public func fmt(_ point: CGPoint) -> String { "(\(fmt(point.x)), \(fmt(point.y)))" }
public func fmt(_ size: CGSize) -> String { "(\(fmt(size.width)), \(fmt(size.height)))" }
public func fmt(_ angle: Angle) -> String { "\(fmt(CGFloat(angle.degrees)))°" }

/// The window size used by most tests; the gesture area fills it, so local and host coordinates agree.
public let hostSize = CGSize(width: 200, height: 200)
public let center = CGPoint(x: 100, y: 100)

/// Hosts `view` with fixed text metrics (no pixels are needed).
@MainActor
public func hosting<V: View>(_ view: V, size: CGSize = hostSize) -> ViewHost {
  ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
}

/// A blue area filling the window with `gesture` attached, and a `@GestureState` shown as `state: …` in a text that
/// takes no hits. The state's reset is logged as `reset <value before>`.
@MainActor
public struct Probe<S, G: Gesture>: View {
  @GestureState var state: S
  let show: (S) -> String
  let handle: StateHandle<S>?
  let makeGesture: (GestureState<S>) -> G

  public init(
    _ initial: S, log: Log, handle: StateHandle<S>? = nil, show: @escaping (S) -> String = { "\($0)" },
    gesture: @escaping (GestureState<S>) -> G
  ) {
    _state = GestureState(wrappedValue: initial, reset: { value, _ in log("reset \(show(value))") })
    (self.show, self.handle, self.makeGesture) = (show, handle, gesture)
  }

  public init(
    _ initial: S, resetTransaction: Transaction, handle: StateHandle<S>, show: @escaping (S) -> String = { "\($0)" },
    gesture: @escaping (GestureState<S>) -> G
  ) {
    _state = GestureState(wrappedValue: initial, resetTransaction: resetTransaction)
    (self.show, self.handle, self.makeGesture) = (show, handle, gesture)
  }

  public var body: some View {
    handle?.state = $state
    return ZStack {
      Color.blue.gesture(makeGesture($state))
      Text(verbatim: "state: \(show(state))").allowsHitTesting(false)
    }
  }
}

extension ViewHost {
  /// The text `state: …` that a ``Probe`` shows, or nil when the probe shows something else.
  public func shows(_ state: String) -> Bool { find(text: "state: \(state)") != nil }
}
