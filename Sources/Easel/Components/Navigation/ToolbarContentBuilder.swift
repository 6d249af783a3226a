import Foundation

/// Builds toolbar content from items, groups, `if`, `switch` and `for`.
///
/// Every step gives ``TupleToolbarContent``, the entries in order, so an `if` without an `else` needs no type to be
/// inferred from its branch (a generic step there leaves the compiler without one).
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// One piece of content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent {
    TupleToolbarContent(entries: content.toolbarEntries)
  }
  /// Several pieces of content, in order (none for an empty closure).
  public static func buildBlock(_ content: TupleToolbarContent...) -> TupleToolbarContent {
    TupleToolbarContent(entries: content.flatMap(\.entries))
  }
  /// Content shown when an `if` holds.
  public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
    content ?? TupleToolbarContent(entries: [])
  }
  /// The content of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
  /// The content of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }
  /// Content of each element of a `for` loop.
  public static func buildArray(_ content: [TupleToolbarContent]) -> TupleToolbarContent {
    TupleToolbarContent(entries: content.flatMap(\.entries))
  }
  /// Content inside `if #available`.
  public static func buildLimitedAvailability(_ content: TupleToolbarContent) -> TupleToolbarContent { content }
}
