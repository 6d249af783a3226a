import Foundation

/// Items for a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, built with ``ToolbarContentBuilder``.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The items this content is made of.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// One view placed in a region of the navigation bar.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// Toolbar content that lists its entries itself instead of through a body.
@MainActor
protocol PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The entries of this content, in order.
  var toolbarEntries: [ToolbarEntry] {
    if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
    return body.toolbarEntries
  }
}

extension ToolbarContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

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

/// Several pieces of toolbar content, in order.
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  let entries: [ToolbarEntry]
  public typealias Body = Never
}

/// Views given to `toolbar` directly, which go to the trailing end of the navigation bar.
struct ViewToolbarContent<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let content: Content
  typealias Body = Never
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: .automatic, view: AnyView(content))] }
}

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
