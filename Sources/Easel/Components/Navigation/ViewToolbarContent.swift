import Foundation

/// Views given to `toolbar` directly, which go to the trailing end of the navigation bar.
struct ViewToolbarContent<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let content: Content
  typealias Body = Never
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: .automatic, view: AnyView(content))] }
}
