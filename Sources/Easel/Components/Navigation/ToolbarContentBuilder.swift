import Foundation

/// Builds toolbar content from items, groups, `if` and `switch`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// No items.
  public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(entries: []) }
  /// Several pieces of content, in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
    var entries: [ToolbarEntry] = []
    for item in repeat each content { entries += item.toolbarEntries }
    return TupleToolbarContent(entries: entries)
  }
  /// One piece of content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// Content shown when an `if` holds.
  public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent {
    TupleToolbarContent(entries: content?.toolbarEntries ?? [])
  }
  /// The content of the first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: ToolbarContent>(first: First) -> TupleToolbarContent {
    TupleToolbarContent(entries: first.toolbarEntries)
  }
  /// The content of the second branch of an `if`/`else` or `switch`.
  public static func buildEither<Second: ToolbarContent>(second: Second) -> TupleToolbarContent {
    TupleToolbarContent(entries: second.toolbarEntries)
  }
}
