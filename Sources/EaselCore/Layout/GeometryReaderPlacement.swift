import Foundation

/// Where a geometry reader is: measured live on the main thread, and remembered for readers on other threads.
///
/// The node is a main-actor object, so it is only touched on the main thread; the snapshot taken when the proxy
/// was made is immutable, which is what makes sharing this reference safe.
final class GeometryReaderPlacement: @unchecked Sendable {
  private weak var node: ViewNode?
  /// The reader's transform to the host when the proxy was made.
  private let hostTransform: CGAffineTransform
  /// The reader's transform to each named coordinate space around it when the proxy was made, innermost first.
  private let namedTransforms: [(name: AnyHashable, transform: CGAffineTransform)]

  @MainActor
  init(node: ViewNode) {
    self.node = node
    hostTransform = node.transformToHost
    var named: [(AnyHashable, CGAffineTransform)] = []
    var transform = CGAffineTransform.identity
    var current: ViewNode? = node
    while let ancestor = current {
      if let space = ancestor as? any CoordinateSpaceNaming { named.append((space.name, transform)) }
      transform = transform.concatenating(ancestor.transformToParent)
      current = ancestor.parent
    }
    namedTransforms = named
  }

  /// The transform from the reader's coordinates to `space` (`.local` is the identity).
  func transform(to space: CoordinateSpace) -> CGAffineTransform {
    if Thread.isMainThread {
      let live = MainActor.assumeIsolated { () -> CGAffineTransform? in
        guard let node else { return nil }
        return Self.liveTransform(of: node, to: space)
      }
      if let live { return live }
    }
    switch space {
    case .local: return .identity
    case .global: return hostTransform
    case .named(let name): return namedTransforms.first { $0.name == name }?.transform ?? hostTransform
    }
  }

  @MainActor
  private static func liveTransform(of node: ViewNode, to space: CoordinateSpace) -> CGAffineTransform {
    switch space {
    case .local: .identity
    case .global: node.transformToHost
    case .named(let name): node.transform(toSpaceNamed: name)
    }
  }
}
