import Foundation

/// The views a `Layout` arranges, in order: a collection of ``LayoutSubview``s.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  /// The nodes of every subview of the container; the collection shows those in `startIndex..<endIndex`.
  private let nodes: [ViewNode]
  public let startIndex: Int
  public let endIndex: Int
  /// The container's placement pass, which `LayoutSubview.place` notes on the nodes it places.
  private let pass: Int
  private let recorder: LayoutPlacementRecorder?
  /// The layout direction of the container.
  public let layoutDirection: LayoutDirection

  package init(_ nodes: [ViewNode], pass: Int, layoutDirection: LayoutDirection) {
    self.init(nodes, 0..<nodes.count, pass: pass, recorder: nil, layoutDirection: layoutDirection)
  }

  private init(
    _ nodes: [ViewNode], _ range: Range<Int>, pass: Int, recorder: LayoutPlacementRecorder?,
    layoutDirection: LayoutDirection
  ) {
    (self.nodes, startIndex, endIndex) = (nodes, range.lowerBound, range.upperBound)
    (self.pass, self.recorder, self.layoutDirection) = (pass, recorder, layoutDirection)
  }

  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], pass: pass, index: index, recorder: recorder)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes, bounds, pass: pass, recorder: recorder, layoutDirection: layoutDirection)
  }

  /// The subviews at `indices`, in that order.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    var picked: [ViewNode] = []
    for index in indices { picked.append(nodes[index]) }
    return LayoutSubviews(picked, 0..<picked.count, pass: pass, recorder: nil, layoutDirection: layoutDirection)
  }

  /// The subviews' nodes, for the built-in layouts that work on nodes directly.
  package var elements: [ViewNode] {
    startIndex == 0 && endIndex == nodes.count ? nodes : Array(nodes[startIndex..<endIndex])
  }

  /// Whether placing a subview only notes its frame: the container is working out its guides.
  package var recordsPlacements: Bool { recorder != nil }

  /// Places the subview at `index` in `frame`, laid out for `proposal`; only notes the frame when the subviews
  /// record placements. The built-in layouts place through it, so a layout that runs one inside its own (and the
  /// guides worked out from recorded frames) sees their placements as it sees its own.
  @MainActor
  package func place(_ index: Int, in frame: CGRect, proposal: ProposedViewSize) {
    if let recorder {
      recorder.frames[index] = frame
      return
    }
    nodes[index].layoutState.placedInPass = pass
    nodes[index].place(in: frame, proposal: proposal)
  }

  /// The frames, in the bounds' coordinates, at which `place` puts the subviews; `nil` for those it leaves out.
  @MainActor
  func recordedFrames(_ place: (LayoutSubviews) -> Void) -> [CGRect?] {
    let recorder = LayoutPlacementRecorder(count: nodes.count)
    place(
      LayoutSubviews(nodes, startIndex..<endIndex, pass: pass, recorder: recorder, layoutDirection: layoutDirection))
    return recorder.frames
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) where left != right { return false }
    return true
  }
}
