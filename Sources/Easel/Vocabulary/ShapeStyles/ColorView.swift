@_spi(ForEaselOnly) import EaselCore
import Foundation

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ColorNode(graph: graph) }
}

/// Fills its frame with a color.
final class ColorNode: ViewNode {
  private var color = Color.clear
  private var resolved: AnimatedValue<Color.Resolved>?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    color = viewAs(view, Color.self)
    let target = color.resolve(in: environment)
    if resolved == nil {
      resolved = AnimatedValue(target) { $0.interpolated(to: $1, fraction: $2) }
    } else if resolved!.set(target, animation: currentAnimation, now: graph.currentTime) {
      didStartAnimating()
    }
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    return resolved?.isAnimating(at: time) ?? false
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let current = resolved?.value(at: graph.currentTime) ?? color.resolve(in: environment)
    guard current.opacity > 0 else { return }
    let rect = CGRect(origin: .zero, size: size)
    builder.append(.fill(Path(rect), .color(current), eoFill: false), localBounds: rect)
  }

  /// A fully transparent color takes no hits, as in SwiftUI (`contentShape` makes it hittable).
  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    color.resolve(in: environment).opacity > 0 && CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }
}
