@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Adds to the safe area of its content: `safeAreaInset(edge:…)` makes room at an edge for a bar and shows the bar
/// there; `safeAreaPadding` adds a fixed amount on some edges and shows nothing.
struct SafeAreaInsetModifier<Bar: View>: ViewModifier, PrimitiveModifier {
  /// The edge the bar sits on; `nil` for padding alone.
  let edge: Edge?
  /// How the bar is aligned along its edge.
  let alignment: Alignment
  /// The space between the content and the bar, or `nil` for the distance their spacing preferences ask.
  let spacing: CGFloat?
  /// A fixed amount added to the safe area on each edge.
  let padding: EdgeInsets
  let bar: Bar?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> SafeAreaInsetNode<Bar> { SafeAreaInsetNode<Bar>(graph: graph) }
  func apply(to node: SafeAreaInsetNode<Bar>) { node.apply(self) }
}

extension View {
  /// Shows `content` above or below this view, in space taken from this view's safe area.
  ///
  /// This view is laid out in what remains, its safe area reduced by the height of `content` and `spacing`: views
  /// in it that ignore the safe area reach under `content`, and a scroll view reaches under it and insets its
  /// content, so the content scrolls under the bar and its end rests clear of it. `spacing` `nil` puts the
  /// distance the two views' spacing preferences ask for between them.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing, padding: EdgeInsets(), bar: content()))
  }

  /// Shows `content` beside this view, in space taken from this view's safe area; see the vertical edge's form.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing, padding: EdgeInsets(), bar: content()))
  }

  /// Adds `insets` to this view's safe area without padding the view: its content is laid out inside them as
  /// padding would lay it out, but views that ignore the safe area, and scroll views, which inset their content
  /// instead, still fill the whole view.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(
      SafeAreaInsetModifier<EmptyView>(edge: nil, alignment: .center, spacing: nil, padding: insets, bar: nil))
  }

  /// Adds `length` (the default padding when `nil`) to this view's safe area on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? PaddingModifier.defaultLength))
  }

  /// Adds `length` to this view's safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
