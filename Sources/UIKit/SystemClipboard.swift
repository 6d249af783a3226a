import Easel

/// The clipboard UIKit's and AppKit's pasteboards use: the desktop's, which the host installs, or else one inside
/// the process (tests, and tools without a display).
@MainActor
package enum SystemClipboard {
  private static let inProcess = InMemoryClipboard()

  /// The clipboard to read and write now.
  package static var current: any Clipboard { PlatformServices.clipboard ?? inProcess }
}
