import Foundation

/// Flexible space that grows along the axis of its stack.
public struct Spacer: View {
  /// The smallest length; `nil` uses the default spacing (8 points).
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

/// Takes the space its stack offers along the stack's axis and none across it.
final class SpacerNode: ViewNode {
  private var minLength: CGFloat = StackLayout.defaultSpacing
  /// The axis of the stack the spacer is in; `nil` outside stacks, where it grows in both axes.
  var stackAxis: Axis?

  override var isSpacer: Bool { true }

  override var viewSpacing: ViewSpacing { stackAxis.map { ViewSpacing.zero(along: $0) } ?? .zero }
  /// A spacer draws and describes nothing: a new length moves its siblings, which layout draws again.
  override var lastUpdateMayChangeDrawing: Bool { false }
  override var lastUpdateMayChangeDisplay: Bool { false }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let length = viewAs(view, Spacer.self).minLength ?? StackLayout.defaultSpacing
    if length != minLength {
      minLength = length
      invalidateLayout()
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
    switch stackAxis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }
}

/// A thin line separating content: horizontal in a `VStack` or outside stacks, vertical in an `HStack`.
public struct Divider: View {
  public init() {}
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

/// Draws a one-point separator line across its stack.
final class DividerNode: ViewNode {
  static let thickness: CGFloat = 1
  var stackAxis: Axis?

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if stackAxis == .horizontal { return CGSize(width: Self.thickness, height: proposal.height ?? 0) }
    return CGSize(width: proposal.width ?? 0, height: Self.thickness)
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let rect = CGRect(origin: .zero, size: size)
    let color = Color(red: 0.78, green: 0.78, blue: 0.8).opacity(environment.colorScheme == .dark ? 0.3 : 1)
    builder.append(.fill(Path(rect), .color(color.resolve(in: environment)), eoFill: false), localBounds: rect)
  }
}
