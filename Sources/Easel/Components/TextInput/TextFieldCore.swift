@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The editable text of a `TextField` or `SecureField`, drawn and edited by a ``TextFieldNode``.
struct TextFieldCore: View, PrimitiveView {
  let text: Binding<String>
  let placeholder: Text?
  let isSecure: Bool

  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}
