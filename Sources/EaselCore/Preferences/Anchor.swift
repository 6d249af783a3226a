import Foundation

/// A rectangle or point of a view's geometry, which a `GeometryProxy` resolves in its own coordinates
/// (`proxy[anchor]`): what `anchorPreference(key:value:transform:)` hands its ancestors.
///
/// An anchor holds only its value, in window coordinates, so anchors compare by value and a preference of anchors
/// changes only when the geometry does.
public struct Anchor<Value> {
  /// The value in host (window) coordinates, taken after layout.
  private let hostValue: Value

  fileprivate init(hostValue: Value) { self.hostValue = hostValue }

  /// The value in the coordinates `hostToLocal` leads to from the host's.
  func value(applying hostToLocal: CGAffineTransform) -> Value { Self.apply(hostToLocal, to: hostValue) }

  /// Moves a rectangle or point by `transform`; the sources make anchors of no other values.
  fileprivate static func apply(_ transform: CGAffineTransform, to value: Value) -> Value {
    if let rect = value as? CGRect, let moved = rect.applying(transform) as? Value { return moved }
    if let point = value as? CGPoint, let moved = point.applying(transform) as? Value { return moved }
    return value
  }

  /// What an anchor is made of: a rectangle or point in the coordinates of the view that sets the preference.
  public struct Source {
    /// The value in the view's coordinates, given the view's size.
    private let local: @Sendable (CGSize) -> Value

    fileprivate init(local: @escaping @Sendable (CGSize) -> Value) { self.local = local }

    /// The anchor of this source in `node`, as laid out now.
    @MainActor
    func anchor(in node: ViewNode) -> Anchor<Value> {
      Anchor(hostValue: Anchor.apply(node.transformToHost, to: local(node.size)))
    }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.hostValue == rhs.hostValue }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(hostValue) }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in rect } }

  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { CGRect(origin: .zero, size: $0) } }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in point } }

  /// A point at a unit position of the view's bounds.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: point.x * $0.width, y: point.y * $0.height) }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
