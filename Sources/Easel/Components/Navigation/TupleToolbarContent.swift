import Foundation

/// Several pieces of toolbar content, in order.
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  let entries: [ToolbarEntry]
  public typealias Body = Never
}
