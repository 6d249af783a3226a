import Foundation

/// One tab of a tab view: its view, the tag it is selected by and its item in the bar.
struct TabEntry {
  let view: AnyView
  let tag: AnyHashable
  let item: AnyView?
}
