import Foundation

/// Shows the platform's file dialogs: the host's open and save panels, or a test's scripted answers.
///
/// Hosts give one to their graphs in the environment (``EnvironmentValues/fileDialogPresenter``). Callers go through
/// ``EnvironmentValues/presentFileDialog(_:completion:)``, which also handles a missing presenter and gives saved
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

extension EnvironmentValues {
  /// Shows `request` with the environment's presenter and calls `completion` once when the dialog closes. Without a
  /// presenter it answers at once with ``FileDialogError/noPresenter``.
  ///
  /// A save dialog's URL gets the preferred extension of the saved type when the name the user typed has none of
  /// that type's (`drawing` is saved as `drawing.emojiart`), as save panels do.
  @MainActor
  public func presentFileDialog(
    _ request: FileDialogRequest, completion: @escaping @MainActor (FileDialogResponse) -> Void
  ) {
    guard let presenter = fileDialogPresenter else {
      completion(.failed(FileDialogError.noPresenter))
      return
    }
    var request = request
    let saveType = request.kind == .save ? request.allowedContentTypes.first : nil
    if let saveType, let name = request.defaultFilename {
      request.defaultFilename = Self.filename(name, withExtensionOf: saveType)
    }
    presenter.present(request) { response in
      guard let saveType, case .selected(let urls) = response else {
        completion(response)
        return
      }
      completion(
        .selected(
          urls.map { url in
            url.deletingLastPathComponent().appendingPathComponent(
              Self.filename(url.lastPathComponent, withExtensionOf: saveType))
          }))
    }
  }

  /// Closes the dialog shown for `request`, without an answer.
  @MainActor
  public func dismissFileDialog(_ request: FileDialogRequest) {
    fileDialogPresenter?.dismiss(request)
  }

  /// `name`, with `type`'s preferred extension appended unless its own extension already names a kind of `type`
  /// (the dialog proposes "Greeting.note", and a typed "Greeting" saves as that).
  private static func filename(_ name: String, withExtensionOf type: UTType) -> String {
    guard let preferred = type.preferredFilenameExtension else { return name }
    let typed = (name as NSString).pathExtension
    if !typed.isEmpty, let named = UTType(filenameExtension: typed), named.conforms(to: type) { return name }
    return "\(name).\(preferred)"
  }
}
