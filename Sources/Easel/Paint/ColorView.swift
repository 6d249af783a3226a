import Foundation

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ColorNode(graph: graph) }
}

/// Fills its frame with a color.
final class ColorNode: ViewNode {
  private var color = Color.clear

  override func update<V: View>(with view: V, environmentChanged: Bool) { color = view as! Color }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let resolved = color.resolve(in: environment)
    guard resolved.opacity > 0 else { return }
    let rect = CGRect(origin: .zero, size: size)
    builder.append(.fill(Path(rect), .color(resolved), eoFill: false), localBounds: rect)
  }

  /// A fully transparent color takes no hits, as in SwiftUI (`contentShape` makes it hittable).
  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    color.resolve(in: environment).opacity > 0 && CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }
}
