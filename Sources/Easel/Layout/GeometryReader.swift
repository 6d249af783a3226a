import Foundation

/// A space in which frames are measured.
public enum CoordinateSpace: Hashable {
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

/// The size and position of a `GeometryReader`, given to its content.
@MainActor
public struct GeometryProxy {
  /// The size the reader was given.
  public let size: CGSize
  /// Always zero: desktop windows have no safe-area insets.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  private weak var node: ViewNode?

  init(size: CGSize, node: ViewNode) {
    self.size = size
    self.node = node
  }

  /// The reader's frame in a coordinate space.
  public func frame(in space: CoordinateSpace) -> CGRect {
    let bounds = CGRect(origin: .zero, size: size)
    guard let node else { return bounds }
    switch space {
    case .local: return bounds
    case .global: return bounds.applying(node.transformToHost)
    case .named(let name): return bounds.applying(node.transform(toSpaceNamed: name))
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
  func makeNode(graph: ViewGraph) -> ViewNode { GeometryReaderNode<Content>(graph: graph) }
}

/// Builds its content once its size is known, and places it at its top-leading corner.
///
/// A change builds the content again at once, at the size it has, so that it animates as the change asked (a
/// `withAnimation` zoom inside the reader); a new size builds it during layout.
final class GeometryReaderNode<Content: View>: ContainerNode {
  private var makeContent: ((GeometryProxy) -> Content)?
  private var builtForSize: CGSize?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    makeContent = viewAs(view, GeometryReader<Content>.self).content
    rebuildContent()
  }

  override func reevaluate() { rebuildContent() }

  private func rebuildContent() {
    if let builtForSize { buildContent(size: builtForSize) }
    invalidateLayout()
  }

  private func buildContent(size: CGSize) {
    guard let makeContent else { return }
    builtForSize = size
    graph.countBodyEvaluation()
    let proxy = GeometryProxy(size: size, node: self)
    let view = DependencyTracker.track(for: self) { makeContent(proxy) }
    updateContent(view)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override var sizeDependsOnContent: Bool { false }

  override func placeChildren() {
    if builtForSize != size || content == nil { buildContent(size: size) }
    let layout = ContentLayout(elements)
    let child = layout.sizeThatFits(ProposedViewSize(size))
    layout.place(in: CGRect(origin: .zero, size: child))
  }
}
