import Foundation

/// An item of a toolbar: a view at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public typealias Body = Never

  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement` (the trailing end by default).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier, showing `content` at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}
