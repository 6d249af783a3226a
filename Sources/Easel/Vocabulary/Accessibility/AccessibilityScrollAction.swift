import Foundation

/// What an assistive technology's scrolling does to an element (`accessibilityScrollAction`, a scroll view's pages),
/// and the edges it scrolls toward. AT-SPI has no scroll action, so each edge is a named action: "Scroll up" scrolls
/// toward the top edge, "Scroll down" toward the bottom.
struct AccessibilityScrollAction {
  /// The edges it scrolls toward, in the order their actions are listed.
  var edges: [Edge]
  let handler: @MainActor (Edge) -> Void

  /// Every edge: what `accessibilityScrollAction` offers.
  static let allEdges: [Edge] = [.top, .bottom, .leading, .trailing]

  /// The edges of `axes`.
  static func edges(of axes: Axis.Set) -> [Edge] {
    (axes.contains(.vertical) ? [.top, .bottom] : []) + (axes.contains(.horizontal) ? [.leading, .trailing] : [])
  }

  /// The action's name toward `edge`, as a reader lists it.
  static func name(toward edge: Edge) -> String {
    switch edge {
    case .top: "Scroll up"
    case .bottom: "Scroll down"
    case .leading: "Scroll left"
    case .trailing: "Scroll right"
    }
  }

  /// The edge the action named `name` scrolls toward, if it offers one.
  func edge(named name: String) -> Edge? { edges.first { Self.name(toward: $0) == name } }
}
