import Foundation

/// How a file dialog closed.
public enum FileDialogResponse {
  /// The user confirmed these files or folders (one for a save dialog: where to write).
  case selected([URL])
  /// The user closed the dialog without choosing.
  case cancelled
  /// The dialog could not be shown.
  case failed(any Error)
}
