import Foundation

/// Shows the platform's file dialogs: the host's open and save panels, or a test's scripted answers.
///
/// Hosts install one in ``PlatformServices/fileDialogPresenter`` at start-up. Callers go through
/// ``PlatformServices/presentFileDialog(_:completion:)``, which also handles a missing presenter and gives saved
/// files their type's extension.
@MainActor
public protocol FileDialogPresenter: AnyObject {
  /// Shows the dialog `request` describes, modal to the window of its graph, and calls `completion` once when it
  /// closes: with the chosen URLs, or cancelled.
  func present(_ request: FileDialogRequest, completion: @escaping @MainActor (FileDialogResponse) -> Void)
  /// Closes the dialog shown for `request` without an answer (its presenter went away, or set its binding to
  /// false); its completion is not called.
  func dismiss(_ request: FileDialogRequest)
}

extension PlatformServices {
  /// Shows `request` with the installed presenter and calls `completion` once when the dialog closes. Without a
  /// presenter it answers at once with ``FileDialogError/noPresenter``.
  ///
  /// A save dialog's URL gets the preferred extension of the saved type when the name the user typed has none of
  /// that type's (`drawing` is saved as `drawing.emojiart`), as save panels do.
  @MainActor
  public static func presentFileDialog(
    _ request: FileDialogRequest, completion: @escaping @MainActor (FileDialogResponse) -> Void
  ) {
    guard let presenter = fileDialogPresenter else {
      completion(.failed(FileDialogError.noPresenter))
      return
    }
    presenter.present(request) { response in
      guard request.kind == .save, case .selected(let urls) = response, let type = request.allowedContentTypes.first
      else {
        completion(response)
        return
      }
      completion(.selected(urls.map { withExtension(of: type, $0) }))
    }
  }

  /// Closes the dialog shown for `request`, without an answer.
  @MainActor
  public static func dismissFileDialog(_ request: FileDialogRequest) {
    fileDialogPresenter?.dismiss(request)
  }

  /// `url`, with `type`'s preferred extension appended unless its own extension already names a kind of `type`.
  private static func withExtension(of type: UTType, _ url: URL) -> URL {
    guard let preferred = type.preferredFilenameExtension else { return url }
    let typed = url.pathExtension
    if !typed.isEmpty, let named = UTType(filenameExtension: typed), named.conforms(to: type) { return url }
    return url.appendingPathExtension(preferred)
  }
}
