import Foundation

/// What a host draws for one frame of a ``ViewGraph``: the display list, where it differs from the frame before,
/// and the window background under it.
///
/// ``ViewGraph/frame(in:)`` makes it; hosts raster it (a window into its kept pixels, a test into a new bitmap).
public struct Frame {
  /// The drawing commands of the whole window, presentations included.
  public let displayList: DisplayList
  /// The region, in host coordinates, where ``displayList`` differs from the previous frame's list: null when
  /// nothing changed, infinite for the first frame. A host that kept the previous frame's pixels redraws only it.
  public let damage: CGRect
  /// The colour the window is filled with before the list is drawn: white in light appearance, black in dark,
  /// as SwiftUI's window background under views that draw none.
  public let background: Color.Resolved
}

extension ColorScheme {
  /// The window background of this appearance, under everything a window shows.
  var windowBackground: Color.Resolved {
    self == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1)
  }
}
