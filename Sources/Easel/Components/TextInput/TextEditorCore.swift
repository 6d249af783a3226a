@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The editable text of a `TextEditor`, drawn and edited by a ``TextEditorNode``.
struct TextEditorCore: View, PrimitiveView {
  let text: Binding<String>

  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ViewNode { TextEditorNode(graph: graph) }
}
