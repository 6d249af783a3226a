@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The width a split view column's view asks for: `navigationSplitViewColumnWidth`.
struct SplitColumnWidth: Equatable {
  var minimum: CGFloat?
  var ideal: CGFloat?
  var maximum: CGFloat?
}

/// Records a column width for the enclosing split view column; lays its content out as it is.
struct SplitColumnWidthModifier: ViewModifier, PrimitiveModifier, Equatable {
  let setting: SplitColumnWidth
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> SplitColumnWidthNode { SplitColumnWidthNode(graph: graph) }
  func apply(to node: SplitColumnWidthNode) { node.setLayoutParameter(&node.setting, to: setting) }
}

/// Carries a column width for ``SplitColumnNode`` to find.
final class SplitColumnWidthNode: ModifierNode {
  var setting: SplitColumnWidth?
}

extension View {
  /// Sets the width of the split view column showing this view.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(SplitColumnWidthModifier(setting: SplitColumnWidth(minimum: width, ideal: width, maximum: width)))
  }

  /// Sets the range and ideal width of the split view column showing this view; the column takes its ideal.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(SplitColumnWidthModifier(setting: SplitColumnWidth(minimum: min, ideal: ideal, maximum: max)))
  }
}
