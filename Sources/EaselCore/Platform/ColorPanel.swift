import Foundation

/// Shows the platform's colour chooser for a ``ColorPicker``: GTK's colour chooser dialog on the desktop, a test's
/// scripted choice in `ViewHost`. Hosts give one in ``EnvironmentValues/colorPanel``; without one, a colour picker
/// offers a popover of swatches instead.
@MainActor
public protocol ColorPanel: AnyObject {
  /// Shows the chooser over the window of `graph`, titled `title`, starting at `color`, and calls `choose` with the
  /// colour the user confirms (nothing when they cancel). `anchor` is the swatch that asked, in the window's points.
  func showColorPanel(
    title: String, color: Color.Resolved, supportsOpacity: Bool, anchor: CGRect, in graph: ViewGraph,
    choose: @escaping @MainActor (Color.Resolved) -> Void)
}
