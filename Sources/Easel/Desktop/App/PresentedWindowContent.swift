import Foundation

/// The content of a window of a window group that presents values (`WindowGroup(for:content:)`): the group's
/// content, given a binding to the value the window presents.
///
/// The value is the window's: `openWindow(value:)` opens a window for it (or brings forward the window already
/// presenting an equal value), File ▸ New Window opens one presenting nil, and setting the binding changes what
/// the window presents.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  let presented: PresentedWindowValue
  let content: (Binding<Data?>) -> Content

  public var body: some View {
    content(Binding(get: { presented.value?.base as? Data }, set: { presented.value = $0.map { AnyHashable($0) } }))
  }
}
