import Easel
import Foundation

extension ViewHost {
  /// The title of the colour panel a color picker opened, `nil` while none is open.
  public var colorPanelTitle: String? {
    layout()
    return HeadlessColorPanel.shared.request(for: graph)?.title
  }

  /// The colour the open colour panel started at, `nil` while none is open.
  public var colorPanelColor: Color.Resolved? {
    layout()
    return HeadlessColorPanel.shared.request(for: graph)?.color
  }

  /// Chooses `color` in the open colour panel, which closes it and sets the picker's colour, then runs the updates
  /// that follow; returns false when no panel is open.
  @discardableResult
  public func chooseColor(_ color: Color.Resolved) -> Bool {
    layout()
    guard HeadlessColorPanel.shared.close(for: graph, choosing: color) else { return false }
    layout()
    return true
  }

  /// Cancels the open colour panel, leaving the colour as it was; returns false when none is open.
  @discardableResult
  public func cancelColorPanel() -> Bool {
    layout()
    return HeadlessColorPanel.shared.close(for: graph, choosing: nil)
  }
}
