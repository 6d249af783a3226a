import Foundation

/// A space in which frames are measured.
///
/// It is `Sendable`, as SwiftUI's is, so a `GeometryProxy` can be asked from any thread; a name is a plain value
/// such as a string, which the unchecked conformance takes on trust.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The window (host) coordinates.
  case global
  /// The view's own coordinates.
  case local
  /// The space of the ancestor marked with `coordinateSpace(name:)`.
  case named(AnyHashable)

  public static func == (lhs: CoordinateSpace, rhs: CoordinateSpace) -> Bool {
    switch (lhs, rhs) {
    case (.global, .global), (.local, .local): true
    case (.named(let a), .named(let b)): a == b
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .global: hasher.combine(0)
    case .local: hasher.combine(1)
    case .named(let name): hasher.combine(name)
    }
  }
}

/// Gives its content its own size and position; takes all the space it is offered.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { GeometryReaderNode<Content>(graph: graph) }
}

/// Builds its content once its size is known, and places it at its top-leading corner.
///
/// A change builds the content again at once, at the size it has, so that it animates as the change asked (a
/// `withAnimation` zoom inside the reader); a new size builds it during layout.
final class GeometryReaderNode<Content: View>: ContainerNode {
  private var makeContent: ((GeometryProxy) -> Content)?
  private var builtForSize: CGSize?
  /// The part of the reader outside the safe area when its content was built.
  private var builtForInsets = EdgeInsets()

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    makeContent = viewAs(view, GeometryReader<Content>.self).content
    rebuildContent()
  }

  override func reevaluate() { rebuildContent() }

  private func rebuildContent() {
    if let builtForSize { buildContent(size: builtForSize, safeAreaInsets: builtForInsets) }
    invalidateLayout()
  }

  private func buildContent(size: CGSize, safeAreaInsets: EdgeInsets) {
    guard let makeContent else { return }
    builtForSize = size
    builtForInsets = safeAreaInsets
    graph.countBodyEvaluation()
    let proxy = GeometryProxy(size: size, safeAreaInsets: safeAreaInsets, node: self)
    let view = observation.track(invalidating: self) { makeContent(proxy) }
    updateContent(view)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override var parentLayoutDependsOnContent: Bool { false }

  /// Each view of the content is offered the reader's size and placed at its top-leading corner, over the ones
  /// before it, as SwiftUI's reader does (an implicit top-leading `ZStack`, not a `VStack`).
  override func placeChildren() {
    let insets = safeAreaInsets
    if builtForSize != size || builtForInsets != insets || content == nil {
      buildContent(size: size, safeAreaInsets: insets)
    }
    let proposal = ProposedViewSize(size)
    for element in elements {
      element.place(in: CGRect(origin: .zero, size: element.sizeThatFits(proposal)), proposal: proposal)
    }
  }
}
