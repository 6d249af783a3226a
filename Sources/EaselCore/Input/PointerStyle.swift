import Foundation

/// The shape of the pointer over a view, as macOS SwiftUI's `pointerStyle(_:)` sets it.
public struct PointerStyle: Hashable, Sendable {
  /// The desktop cursor name (freedesktop cursor naming).
  public let cursorName: String

  init(_ cursorName: String) { self.cursorName = cursorName }

  /// The arrow.
  public static let `default` = PointerStyle("default")
  /// A pointing hand, for links and buttons.
  public static let link = PointerStyle("pointer")
  /// An open hand, for things that can be dragged.
  public static let grabIdle = PointerStyle("grab")
  /// A closed hand, while dragging.
  public static let grabActive = PointerStyle("grabbing")
  /// A text cursor.
  public static let horizontalText = PointerStyle("text")
  /// A cross.
  public static let crosshair = PointerStyle("crosshair")
  /// Arrows left and right, over something that resizes a column (a split view's divider).
  public static let columnResize = PointerStyle("col-resize")
  /// Arrows up and down, over something that resizes a row.
  public static let rowResize = PointerStyle("row-resize")
}

/// Sets the pointer shape over its content: `pointerStyle(_:)`.
struct PointerStyleModifier: ViewModifier, PrimitiveModifier {
  let style: PointerStyle?
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> PointerStyleNode { PointerStyleNode(graph: graph) }
  func apply(to node: PointerStyleNode) { node.apply(self) }
}

final class PointerStyleNode: TransparentModifierNode {
  private(set) var style: PointerStyle?
  func apply(_ modifier: PointerStyleModifier) { style = modifier.style }
}

extension ViewGraph {
  /// The pointer shape over `location`: a pointing hand over a link in text, a text cursor over selectable text,
  /// else the innermost `pointerStyle` of the views under it, `nil` for the default.
  public func pointerStyle(at location: CGPoint) -> PointerStyle? {
    for node in hitChain(at: location) {
      if let text = node as? TextNode, text.link(at: location) != nil { return .link }
      if let text = node as? TextNode, text.isSelectable { return .horizontalText }
      if let node = node as? PointerStyleNode, let style = node.style { return style }
    }
    return nil
  }
}

extension View {
  /// Sets the shape of the pointer while it is over this view.
  public func pointerStyle(_ style: PointerStyle?) -> some View { modifier(PointerStyleModifier(style: style)) }
}
