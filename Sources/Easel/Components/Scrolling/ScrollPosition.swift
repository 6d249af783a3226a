import Foundation

/// Where a scroll view is scrolled: to a view by its identity, to an edge, or to a point of its content, or
/// wherever the user scrolled it. Bind it with `scrollPosition(_:anchor:)`.
///
/// Set it (or call one of its `scrollTo` methods) to scroll; inside `withAnimation` the scroll animates. When the
/// user scrolls, the scroll view writes it back: `isPositionedByUser` becomes true, `edge` and `point` become nil,
/// and `viewID` becomes the identity of the top-most (leading-most) view of the scroll view's
/// `scrollTargetLayout()` in view, when its identity is of the position's ID type.
public struct ScrollPosition: Sendable {
  /// Where the app asked the scroll view to be; the identities are kept as the `Sendable` values they came as.
  private enum Request: Sendable {
    case view(any Hashable & Sendable, anchor: UnitPoint?)
    case edge(Edge)
    case offset(x: CGFloat?, y: CGFloat?)
  }

  /// The type of the identities `viewID` reports.
  private let idType: ObjectIdentifier
  /// Gives an identity as the position's ID type, or nil when it is of another type.
  private let asIDType: @Sendable (AnyHashable) -> (any Hashable & Sendable)?
  /// Where the app asked the scroll view to be, or nil when the user positioned it.
  private var request: Request?
  /// The top-most view of the scroll target layout after the user's last scroll.
  private var userViewID: (any Hashable & Sendable)?

  /// Whether the user scrolled the scroll view since the app last positioned it.
  ///
  /// Setting it to true forgets the edge or point the app asked for.
  public var isPositionedByUser: Bool {
    get { request == nil }
    set {
      guard newValue != isPositionedByUser else { return }
      if newValue {
        if case .view(let id, _) = request { userViewID = id }
        request = nil
      } else {
        request = userViewID.map { .view($0, anchor: nil) }
      }
    }
  }

  /// A position that follows the user's scrolling, reporting identities of `idType`.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
    self.idType = ObjectIdentifier(idType)
    asIDType = { $0.base as? ID }
  }

  /// A position at `edge` of the content.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    self.init(idType: idType)
    request = .edge(edge)
  }

  /// A position with `point` of the content at the scroll view's top-leading corner.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.init(idType: idType)
    request = .offset(x: point.x, y: point.y)
  }

  /// A position with the content's `x` at the scroll view's leading edge.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    self.init(idType: idType)
    request = .offset(x: x, y: nil)
  }

  /// A position with the content's `y` at the scroll view's top edge.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    self.init(idType: idType)
    request = .offset(x: nil, y: y)
  }

  /// A position with the content's point (`x`, `y`) at the scroll view's top-leading corner.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
    self.init(idType: idType, point: CGPoint(x: x, y: y))
  }

  /// A position at the view with identity `id` in the scroll view's `scrollTargetLayout()`, its `anchor` point at
  /// the same point of the scroll view (its top-leading corner when `anchor` is nil).
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(idType: ID.self)
    request = .view(id, anchor: anchor)
  }

  /// Scrolls to the view with identity `id`, its `anchor` point at the same point of the scroll view.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    request = .view(id, anchor: anchor)
  }

  /// Scrolls to `edge` of the content.
  public mutating func scrollTo(edge: Edge) { request = .edge(edge) }

  /// Scrolls so that `point` of the content is at the scroll view's top-leading corner.
  public mutating func scrollTo(point: CGPoint) { request = .offset(x: point.x, y: point.y) }

  /// Scrolls horizontally so that the content's `x` is at the scroll view's leading edge.
  public mutating func scrollTo(x: CGFloat) { request = .offset(x: x, y: nil) }

  /// Scrolls vertically so that the content's `y` is at the scroll view's top edge.
  public mutating func scrollTo(y: CGFloat) { request = .offset(x: nil, y: y) }

  /// Scrolls so that the content's point (`x`, `y`) is at the scroll view's top-leading corner.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { request = .offset(x: x, y: y) }

  /// The edge the app scrolled to, if it did.
  public var edge: Edge? {
    if case .edge(let edge) = request { return edge }
    return nil
  }

  /// The point the app scrolled to, if it scrolled to a point.
  public var point: CGPoint? {
    if case .offset(let x?, let y?) = request { return CGPoint(x: x, y: y) }
    return nil
  }

  /// The identity of the view the app scrolled to, or of the top-most view the user scrolled to.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let id, _) = request { return id }
    return request == nil ? userViewID : nil
  }

  /// The identity of the view scrolled to, when it is of type `T`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

  /// Where the app asked the scroll view to be, or nil when the user positioned it.
  var target: ScrollPositionTarget? {
    switch request {
    case .view(let id, let anchor): .view(AnyHashable(id), anchor: anchor)
    case .edge(let edge): .edge(edge)
    case .offset(let x, let y): .offset(x: x, y: y)
    case nil: nil
    }
  }

  /// Records a scroll by the user that left the view with identity `id` top-most (nil when no view of the scroll
  /// target layout is in view).
  mutating func userScrolled(topMost id: AnyHashable?) {
    request = nil
    userViewID = id.flatMap(asIDType)
  }
}

extension ScrollPosition: Equatable {
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.idType == rhs.idType && lhs.target == rhs.target
      && lhs.userViewID.map { AnyHashable($0) } == rhs.userViewID.map { AnyHashable($0) }
  }
}
