import Foundation

/// Builds views from closures: several children, `if`/`else`, `switch`, optionals and `for`-less lists.
///
/// It builds on the main actor, where Easel's views are made; SwiftUI's is not isolated. It is `@preconcurrency`, so
/// Swift 5 code that builds views in a function not known to run on the main actor compiles, as with SwiftUI.
@resultBuilder @preconcurrency @MainActor
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView(repeat each content)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Visits the children of a view list one by one, keeping their static types.
@MainActor
package protocol ViewListVisitor {
  mutating func visit<V: View>(_ view: V)
}

/// Several views built by a ``ViewBuilder``; containers lay them out as separate children.
public struct TupleView<T>: View {
  public var value: T
  package let visitChildren: @MainActor (inout any ViewListVisitor) -> Void

  /// A tuple of views.
  public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
    value = (repeat each content)
    visitChildren = { visitor in
      for child in repeat each content { visitor.visit(child) }
    }
  }

  public typealias Body = Never
}

/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  package let storage: Storage
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
}

/// Groups views without laying them out: the parent container lays each child out.
public struct Group<Content: View>: View {
  package let content: Content
  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

/// A type-erased view. Changing the type it wraps replaces the view and its state.
public struct AnyView: View {
  let typeID: ObjectIdentifier
  package let view: Any
  let reconcile: @MainActor (_ existing: ViewNode?, _ parent: ViewNode) -> ViewNode

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
      return
    }
    typeID = ObjectIdentifier(V.self)
    self.view = view
    reconcile = { existing, parent in
      parent.graph.reconcile(existing, with: view, environment: parent.environment, parent: parent)
    }
  }

  /// Erases `view`'s type, or returns `nil` when it is not a view.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    self.init(view)
  }

  public typealias Body = Never
}
