@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lays out the items of a lazy stack or grid in lines along its axis, building nodes only for the lines in or
/// near the visible region of the enclosing scroll view (all of them outside a scroll view).
///
/// Lines not built yet count with the mean extent of the measured ones. Lines that scroll far out of view are
/// removed, and with them the state of their views (SwiftUI keeps that state; Easel keeps memory flat instead: a
/// list of 100,000 rows holds the nodes of about two screens of rows whatever was scrolled through).
final class LazyLayoutNode: ViewNode {
  let axis: Axis
  private var arrangement = LazyArrangement.stack(alignment: 0.5)
  private(set) var items = LazyItems()
  private var extents = LineExtents()
  /// The cross extent the measured lines were measured at.
  private var measuredCross: CGFloat??
  private var columns: [LazyArrangement.Column] = [LazyArrangement.Column(start: 0, extent: nil, alignment: .center)]

  /// A built item: its node, and the observation of the closure that made its view, cancelled as the item goes.
  private struct BuiltItem {
    let node: ViewNode
    let observation: ObservationScope
  }

  private var built: [LazyItemKey: BuiltItem] = [:]
  private var builtItems: [(index: Int, node: ViewNode)] = []
  private(set) var builtLines: Range<Int> = 0..<0
  private var builtNodes: [ViewNode] = []
  /// Set while items are being built, so a new item's node does not invalidate the layout being run.
  private var isBuilding = false
  /// Whether placement changed the estimated total and the container lays itself out again in the next update.
  private(set) var isRelayoutScheduled = false
  private weak var viewport: ScrollViewportNode?
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let containerType: any LazyContainerView.Type

  init(graph: ViewGraph, axis: Axis, containerType: any LazyContainerView.Type) {
    self.axis = axis
    self.containerType = containerType
    super.init(graph: graph)
  }

  private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }
  private var perLine: Int { max(1, columns.count) }
  private var lineCount: Int { (items.count + perLine - 1) / perLine }

  override var children: [ViewNode] { builtNodes }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let container = viewAs(view, containerType)
    graph.clearDirty(self)
    extents.setSpacing(container.lazySpacing)
    if container.lazyArrangement != arrangement {
      arrangement = container.lazyArrangement
      measuredCross = nil
    }
    items = container.lazyItems()
    extents.resize(to: lineCount)
    // The built items take their new views now, so changes reach them as they would in an ordinary stack.
    build(lines: builtLines.clamped(to: 0..<lineCount), updatingExisting: true)
    invalidateLayout()
  }

  /// A state read by an item's `ForEach` closure changed: the built items take their views again.
  override func reevaluate() {
    build(lines: builtLines.clamped(to: 0..<lineCount), updatingExisting: true)
    invalidateLayout()
  }

  override func invalidateElements() {
    guard !isBuilding else { return }
    super.invalidateElements()
  }

  override func willUnmount() {
    viewport?.unregister(self)
    for item in built.values { item.observation.cancel() }
  }

  // MARK: Building items

  /// Builds the items of `lines` (keeping the nodes of those already built) and removes the others.
  private func build(lines: Range<Int>, updatingExisting: Bool) {
    isBuilding = true
    defer { isBuilding = false }
    var newBuilt: [LazyItemKey: BuiltItem] = [:]
    var newItems: [(index: Int, node: ViewNode)] = []
    let end = min(items.count, lines.upperBound * perLine)
    var index = lines.lowerBound * perLine
    while index < end {
      var key = items.key(at: index)
      if newBuilt[key] != nil { key = LazyItemKey(segment: -1 - index, id: key.id) }
      let existing = built[key]
      let observation = existing?.observation ?? ObservationScope()
      let node: ViewNode
      if let existing, !updatingExisting {
        node = existing.node
      } else {
        node = items.reconcile(existing?.node, at: index, parent: self, observation: observation)
      }
      newBuilt[key] = BuiltItem(node: node, observation: observation)
      newItems.append((index, node))
      index += 1
    }
    for (key, item) in built {
      let kept = newBuilt[key]
      if kept?.node !== item.node { item.node.unmount() }
      // An item kept under its key keeps its observation, which the closure's new run has taken over.
      if kept == nil { item.observation.cancel() }
    }
    built = newBuilt
    builtItems = newItems
    let nodes = newItems.map(\.node)
    // Other items are other children: what keeps anything of the children (the accessibility phase) must hear of
    // it, although the layout being run that built them is not to be invalidated.
    if nodes.count != builtNodes.count || zip(nodes, builtNodes).contains(where: { $0 !== $1 }) { invalidateDisplay() }
    builtNodes = nodes
    builtLines = lines
  }

  // MARK: Layout

  /// The nearest enclosing scroll view, which decides what is visible.
  private func findViewport() -> ScrollViewportNode? {
    var node = parent
    while let current = node {
      if let viewport = current as? ScrollViewportNode { return viewport }
      node = current.parent
    }
    return nil
  }

  /// Sets the columns for a cross proposal, forgetting measurements made at another one.
  private func prepare(cross: CGFloat?) {
    guard measuredCross != .some(cross) else { return }
    measuredCross = .some(cross)
    columns = arrangement.columns(for: cross)
    if columns.isEmpty { columns = [LazyArrangement.Column(start: 0, extent: cross, alignment: .center)] }
    extents.resize(to: lineCount)
    extents.reset()
  }

  private func itemProposal(column: LazyArrangement.Column) -> ProposedViewSize {
    ProposedViewSize(axis: axis, main: nil, cross: column.extent)
  }

  private func itemSize(_ node: ViewNode, column: LazyArrangement.Column) -> CGSize {
    ContentLayout(node.layoutElements()).sizeThatFits(itemProposal(column: column))
  }

  /// Measures the built lines, recording their extents and, without a spacing of the container's, the gaps
  /// between them; returns the widest item across the axis.
  @discardableResult
  private func measureBuiltLines() -> CGFloat {
    var widest: CGFloat = 0
    var lineExtent: CGFloat = 0
    var currentLine = -1
    for (index, node) in builtItems {
      let line = index / perLine
      if line != currentLine {
        if currentLine >= 0 { extents.set(currentLine, extent: lineExtent) }
        currentLine = line
        lineExtent = 0
      }
      let size = itemSize(node, column: columns[index % perLine])
      lineExtent = max(lineExtent, size[axis])
      widest = max(widest, size[crossAxis])
    }
    if currentLine >= 0 { extents.set(currentLine, extent: lineExtent) }
    if extents.measuresGaps { measureBuiltGaps() }
    return widest
  }

  /// Records the gap between each two built lines: the largest distance that items of the same column in the two
  /// lines prefer, as the eager `Grid` spaces its rows (one column: the two items' distance, as a stack).
  private func measureBuiltGaps() {
    var previousLine: [ViewSpacing?] = []
    var currentLine: [ViewSpacing?] = []
    var line = -1
    func finishLine() {
      if !previousLine.isEmpty {
        var largest: CGFloat?
        for (above, below) in zip(previousLine, currentLine) {
          guard let above, let below else { continue }
          let distance = above.distance(to: below, along: axis)
          largest = max(largest ?? distance, distance)
        }
        extents.setGap(after: line - 1, to: largest ?? ViewSpacing.defaultDistance)
      }
      previousLine = currentLine
    }
    for (index, node) in builtItems {
      if index / perLine != line {
        if line >= 0 { finishLine() }
        // Lines are built in one run, so a new line follows the previous one.
        line = index / perLine
        currentLine = [ViewSpacing?](repeating: nil, count: perLine)
      }
      currentLine[index % perLine] = ContentLayout(node.layoutElements()).viewSpacing
    }
    if line >= 0 { finishLine() }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let cross = proposal[crossAxis]
    if let laidOut = measuredCross, laidOut != cross {
      // Another proposal than the one laid out (a stack probing its children): estimate from a sample of lines,
      // then return to the measurements of the laid-out proposal.
      let saved = (columns, extents)
      prepare(cross: cross)
      let result = measure(cross: cross)
      (measuredCross, columns, extents) = (laidOut, saved.0, saved.1)
      return result
    }
    prepare(cross: cross)
    return measure(cross: cross)
  }

  private func measure(cross: CGFloat?) -> CGSize {
    if viewport == nil { viewport = findViewport() }
    if viewport == nil {
      // Outside a scroll view everything is visible: an ordinary stack.
      if builtLines != 0..<lineCount || builtItems.count != items.count {
        build(lines: 0..<lineCount, updatingExisting: false)
      }
    } else if builtItems.isEmpty && lineCount > 0 {
      build(lines: 0..<min(lineCount, Self.sampleLines), updatingExisting: false)
    }
    let widest = measureBuiltLines()
    let main = extents.total
    let crossExtent: CGFloat
    if arrangement.isGrid, let last = columns.last {
      crossExtent = cross ?? (last.start + (last.extent ?? widest))
    } else {
      crossExtent = cross ?? widest
    }
    return CGSize(axis: axis, main: main, cross: crossExtent)
  }

  /// How many lines are measured to estimate the others before the first placement.
  private static let sampleLines = 20

  override func placeChildren() {
    viewport = findViewport()
    viewport?.register(self)
    // Measuring lines (new ones, or all of them again at a new cross size) changes the estimate of the lines
    // above: the first visible line keeps its place on screen (the scroll view's offset follows it), so estimates
    // never make the content jump. Its start is taken before a new cross size forgets the measurements.
    let visible = visibleRegion()
    let anchor = visible.map { self.lines(in: $0).lowerBound }
    let anchorStart = anchor.map { extents.start(of: $0) }
    prepare(cross: placementProposal[crossAxis])
    let forgottenShift: CGFloat = if let anchor, let anchorStart { extents.start(of: anchor) - anchorStart } else { 0 }
    let lines = linesToBuild(around: visible.map { Self.widened($0, by: 0, shiftedBy: forgottenShift) })
    if lines != builtLines { build(lines: lines, updatingExisting: false) }
    measureBuiltLines()
    if let anchor, let anchorStart, let viewport {
      let shift = extents.start(of: anchor) - anchorStart
      if shift != 0 { viewport.keepContentInPlace(shiftedBy: CGSize(axis: axis, main: shift, cross: 0)) }
    }
    let crossSize = size[crossAxis]
    for (index, node) in builtItems {
      let line = index / perLine
      let column = columns[index % perLine]
      let itemSize = itemSize(node, column: column)
      let lineStart = extents.start(of: line)
      let lineExtent = extents.extent(of: line)
      let crossOffset: CGFloat
      let mainOffset: CGFloat
      if arrangement.isGrid {
        let columnExtent = column.extent ?? itemSize[crossAxis]
        let gridExtent = (columns.last.map { $0.start + ($0.extent ?? 0) }) ?? 0
        let gridStart = max(0, crossSize - gridExtent) * arrangement.crossAlignment
        let (crossFraction, mainFraction) =
          axis == .vertical
          ? (column.alignment.horizontal.widthFraction, column.alignment.vertical.heightFraction)
          : (column.alignment.vertical.heightFraction, column.alignment.horizontal.widthFraction)
        crossOffset = gridStart + column.start + (columnExtent - itemSize[crossAxis]) * crossFraction
        mainOffset = (lineExtent - itemSize[axis]) * mainFraction
      } else {
        crossOffset = (crossSize - itemSize[crossAxis]) * arrangement.crossAlignment
        mainOffset = 0
      }
      let origin = CGPoint(axis: axis, main: lineStart + mainOffset, cross: crossOffset)
      ContentLayout(node.layoutElements()).place(
        in: CGRect(origin: origin, size: itemSize), proposal: itemProposal(column: column))
    }
    // Measuring new lines may change the estimated total: the container's parents lay it out again next frame.
    if extents.total != size[axis] { scheduleRelayout() }
  }

  /// Lays the container out again at the start of the next update: invalidations made while layout runs would
  /// be forgotten when it ends.
  private func scheduleRelayout() {
    guard !isRelayoutScheduled else { return }
    isRelayoutScheduled = true
    graph.enqueueLifecycle { [weak self] in
      guard let self, self.isMounted else { return }
      self.isRelayoutScheduled = false
      self.invalidateLayout()
    }
    graph.requestFrame()
  }

  /// The lines in the `visible` region of the enclosing scroll view, with half a screen more on each side, or all
  /// of them outside a scroll view (`nil`).
  ///
  /// The lines built already stay while they hold the visible ones and reach no further than a screen beyond
  /// them: scrolling within them lays nothing out (``visibleRegionDidChange()``), so laying out again must not
  /// build other lines either, or the same offset would give other lines, measured or not, by the path it was
  /// reached.
  private func linesToBuild(around visible: (CGFloat, CGFloat)?) -> Range<Int> {
    guard lineCount > 0 else { return 0..<0 }
    guard let visible else { return 0..<lineCount }
    let needed = lines(in: visible)
    let allowed = lines(in: Self.widened(visible, by: 1))
    let keeps =
      builtLines.lowerBound <= needed.lowerBound && needed.upperBound <= builtLines.upperBound
      && allowed.lowerBound <= builtLines.lowerBound && builtLines.upperBound <= allowed.upperBound
    return keeps ? builtLines : lines(in: Self.widened(visible, by: 0.5))
  }

  private func lines(in region: (CGFloat, CGFloat)) -> Range<Int> {
    let first = extents.line(at: max(0, region.0))
    let last = extents.line(at: max(0, region.1))
    return first..<min(lineCount, last + 1)
  }

  /// The visible span along the axis in this node's coordinates.
  private func visibleRegion() -> (CGFloat, CGFloat)? {
    guard let viewport, let rect = viewport.visibleRect(in: self) else { return nil }
    return axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// `region` widened by `margin` of its length on each side and moved by `shift`.
  private static func widened(_ region: (CGFloat, CGFloat), by margin: CGFloat, shiftedBy shift: CGFloat = 0)
    -> (CGFloat, CGFloat)
  {
    let extra = (region.1 - region.0) * margin
    return (region.0 - extra + shift, region.1 + extra + shift)
  }

  /// Called by the scroll view when its offset changed: lays out again only when layout would build other lines
  /// there (lines outside those built came into view, or those built reach more than a screen beyond), so that a
  /// layout after the scroll, or one from nothing, finds the lines it would build already built and measured.
  func visibleRegionDidChange() {
    guard lineCount > 0, let visible = visibleRegion() else { return }
    if linesToBuild(around: visible) != builtLines { scheduleRelayout() }
  }

  /// The frame, in this node's coordinates, of the item whose ID is `id`, built or not (estimated when its line
  /// was never measured).
  func frame(ofItemWithID id: AnyHashable) -> CGRect? {
    guard let index = items.index(of: id) else { return nil }
    let line = index / perLine
    let column = columns[index % perLine]
    let start = extents.start(of: line)
    let extent = extents.extent(of: line)
    let crossExtent = column.extent ?? size[crossAxis]
    let origin = CGPoint(axis: axis, main: start, cross: column.start)
    return CGRect(origin: origin, size: CGSize(axis: axis, main: extent, cross: crossExtent))
  }
}

extension CGPoint {
  init(axis: Axis, main: CGFloat, cross: CGFloat) {
    if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
  }
}

extension LazyLayoutNode: ChildIdentifying {
  func id(ofChild child: ViewNode) -> AnyHashable? { built.first { $0.value.node === child }?.key.id }
}

extension LazyLayoutNode {
  /// The first item, built or not, of the first line that reaches past `position` along the axis (in this node's
  /// coordinates): its identity and its line's span. A scroll view reads it to report the view scrolled to, which
  /// may be on a line this container builds only as it is laid out after the scroll.
  func firstItem(reachingPast position: CGFloat) -> (id: AnyHashable, start: CGFloat, end: CGFloat)? {
    guard lineCount > 0 else { return nil }
    var line = extents.line(at: max(0, position))
    // A position in the spacing after a line belongs to the next one.
    if extents.start(of: line) + extents.extent(of: line) <= position { line += 1 }
    guard line < lineCount else { return nil }
    let start = extents.start(of: line)
    return (items.key(at: line * perLine).id, start, start + extents.extent(of: line))
  }
}
