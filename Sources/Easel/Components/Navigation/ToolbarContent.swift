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
