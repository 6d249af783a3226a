import Foundation

/// Why a file dialog could not be shown.
public enum FileDialogError: Error, Equatable, LocalizedError {
  /// The host installed no ``FileDialogPresenter`` (an app running without a desktop).
  case noPresenter
  /// The desktop could not make the dialog.
  case unavailable

  public var errorDescription: String? {
    switch self {
    case .noPresenter: "File dialogs are not available here: the host installed no file dialog presenter."
    case .unavailable: "The desktop could not show a file dialog."
    }
  }
}
