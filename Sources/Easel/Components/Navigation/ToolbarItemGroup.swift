import Foundation

/// Several views placed together in a region of a toolbar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group showing the views of `content` side by side at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public typealias Body = Never

  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}
