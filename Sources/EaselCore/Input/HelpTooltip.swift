import Foundation

/// The tooltip of the innermost `help` view under the pointer, drawn above the window's views: shown once the
/// pointer has rested over the view for ``delay``, below the pointer as GTK places tooltips, and hidden when the
/// pointer leaves the view or presses.
@MainActor
final class HelpTooltip {
  /// How long the pointer rests before the tooltip shows.
  static let delay: TimeInterval = 1
  /// The widest a tooltip's text wraps at.
  static let maximumWidth: CGFloat = 300
  private static let padding = CGSize(width: 8, height: 5)

  /// The `help` view the pointer is over.
  private weak var node: HelpNode?
  /// Where the pointer is, which the tooltip shows below.
  private var point = CGPoint.zero
  /// The tooltip's drawing, in host coordinates, while it shows.
  private(set) var items: [DisplayItem] = []

  /// The pointer moved to `point` over `node` (the innermost `help` view under it), or left every one.
  func moved(over node: HelpNode?, at point: CGPoint?, graph: ViewGraph) {
    guard node !== self.node else {
      if let point, items.isEmpty { self.point = point }
      return
    }
    self.node?.hoverEnded()
    hide(graph: graph)
    self.node = node
    if let point { self.point = point }
    node?.hoverBegan()
  }

  /// A press hides the tooltip, which waits for the pointer to come over a view again.
  func pressed(graph: ViewGraph) {
    node?.hoverEnded()
    hide(graph: graph)
  }

  /// Forgets `node`, which left the tree.
  func forget(_ node: HelpNode) {
    guard node === self.node else { return }
    self.node = nil
    items = []
  }

  /// Shows `text` below the pointer, kept inside the window.
  func show(_ text: Text, in environment: EnvironmentValues, graph: ViewGraph) {
    var tipEnvironment = environment
    tipEnvironment.font = .callout
    let request = TextLayoutRequest(runs: text.runs(in: tipEnvironment), width: Self.maximumWidth)
    let measured = graph.textEngine.measure(request).size
    let textSize = CGSize(width: ceil(measured.width), height: ceil(measured.height))
    let size = CGSize(width: textSize.width + 2 * Self.padding.width, height: textSize.height + 2 * Self.padding.height)
    let window = graph.display.laidOutSize ?? .zero
    let origin = CGPoint(
      x: max(0, min(point.x, window.width - size.width)),
      y: point.y + 20 + size.height > window.height ? max(0, point.y - 8 - size.height) : point.y + 20)
    let panel = CGRect(origin: origin, size: size)
    let shape = Path(roundedRect: panel, cornerRadius: 5)
    let fill = ControlPalette.elevatedBackground.resolve(in: environment)
    let border = ControlPalette.controlBorder.resolve(in: environment)
    var drawn = TextLayoutRequest(runs: text.runs(in: tipEnvironment), width: textSize.width)
    drawn.alignment = .leading
    let textRect = CGRect(
      origin: CGPoint(x: panel.minX + Self.padding.width, y: panel.minY + Self.padding.height), size: textSize)
    let shadow = Shadow(
      color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4, offset: CGSize(width: 0, height: 1))
    let bounds = panel.insetBy(dx: -10, dy: -10)
    items = [
      DisplayItem(
        content: .group(
          DisplayList(items: [
            DisplayItem(
              content: .fill(shape, .color(fill), eoFill: false), transform: .identity, clips: [], bounds: panel)
          ]), opacity: 1, shadow: shadow), transform: .identity, clips: [], bounds: bounds),
      DisplayItem(
        content: .stroke(shape, .color(border), StrokeStyle(lineWidth: 1)), transform: .identity, clips: [],
        bounds: panel.insetBy(dx: -1, dy: -1)),
      DisplayItem(
        content: .text(drawn, textRect), transform: .identity, clips: [], bounds: textRect.insetBy(dx: -4, dy: -4)),
    ]
    graph.requestFrame()
  }

  private func hide(graph: ViewGraph) {
    guard !items.isEmpty else { return }
    items = []
    graph.requestFrame()
  }
}
