import Foundation

extension View {
  /// Presents the system dialog for moving `file` to a folder the user chooses, while `isPresented` is true and
  /// `file` is not `nil`.
  ///
  /// When the user confirms, `isPresented` is set to false, the file is moved into the chosen folder (keeping its
  /// name), and `onCompletion` gets its new URL or the error that stopped the move. When the user cancels,
  /// `isPresented` is set to false and `onCompletion` is not called.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    mover(isPresented, file.map { [$0] } ?? []) { result in
      onCompletion(result.map { $0[0] })
    } onCancellation: {
    }
  }

  /// Presents the system dialog for moving `file` to a folder the user chooses, and tells `onCancellation` when the
  /// user cancels.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    mover(isPresented, file.map { [$0] } ?? []) { result in
      onCompletion(result.map { $0[0] })
    } onCancellation: {
      onCancellation()
    }
  }

  /// Presents the system dialog for moving `files` to a folder the user chooses, while `isPresented` is true and
  /// `files` is not empty. `onCompletion` gets their new URLs, in the same order, or the first error.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    mover(isPresented, Array(files), onCompletion: onCompletion) {}
  }

  /// Presents the system dialog for moving `files` to a folder the user chooses, and tells `onCancellation` when the
  /// user cancels.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    mover(isPresented, Array(files), onCompletion: onCompletion) { onCancellation() }
  }

  private func mover(
    _ isPresented: Binding<Bool>, _ files: [URL], onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping @MainActor () -> Void
  ) -> some View {
    let request = FileDialogRequest(kind: .openFolders, allowedContentTypes: [.folder])
    return modifier(
      FileDialogModifier(
        request: isPresented.wrappedValue && !files.isEmpty ? request : nil,
        dismiss: { isPresented.wrappedValue = false },
        respond: { response in
          switch response {
          case .selected(let folders):
            guard let folder = folders.first else { return }
            // A move across file systems copies: on a dispatch queue, not the main actor (the window stays
            // responsive) nor Swift's cooperative threads (blocking I/O there stalls other tasks).
            let completion = UncheckedSendable(onCompletion)
            DispatchQueue.global(qos: .userInitiated).async {
              let result = Result { try FileMove.move(files, into: folder) }
              DispatchQueue.main.async { MainActor.assumeIsolated { completion.value(result) } }
            }
          case .failed(let error): onCompletion(.failure(error))
          case .cancelled: onCancellation()
          }
        }))
  }
}

/// Moves files into a folder for `fileMover`.
private enum FileMove {
  /// Moves each of `files` into `folder` under its own name and returns the new URLs; a file already in `folder`
  /// stays where it is.
  static func move(_ files: [URL], into folder: URL) throws -> [URL] {
    try files.map { file in
      let destination = folder.appendingPathComponent(file.lastPathComponent)
      guard destination.standardizedFileURL != file.standardizedFileURL else { return file }
      try FileManager.default.moveItem(at: file, to: destination)
      return destination
    }
  }
}
