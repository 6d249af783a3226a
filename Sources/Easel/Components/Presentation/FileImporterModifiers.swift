import Foundation

extension View {
  /// Presents the system dialog for choosing files to import while `isPresented` is true.
  ///
  /// When the user confirms, `isPresented` is set to false and then `onCompletion` gets the chosen files. When the
  /// user cancels, `isPresented` is set to false and `onCompletion` is not called. Allowing only folder types
  /// (`[.folder]`) makes the dialog choose folders.
  /// - Parameters:
  ///   - isPresented: Whether the dialog shows.
  ///   - allowedContentTypes: The types of file the user can choose; the dialog's filters list them.
  ///   - allowsMultipleSelection: Whether the user can choose more than one file.
  ///   - onCompletion: Gets the chosen files, or the error that kept the dialog from showing.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    importer(isPresented, allowedContentTypes, allowsMultipleSelection) { response in
      switch response {
      case .selected(let urls): onCompletion(.success(urls))
      case .failed(let error): onCompletion(.failure(error))
      case .cancelled: break
      }
    }
  }

  /// Presents the system dialog for choosing files to import while `isPresented` is true, and tells
  /// `onCancellation` when the user cancels.
  ///
  /// When the user confirms, `isPresented` is set to false and then `onCompletion` gets the chosen files; when the
  /// user cancels, `isPresented` is set to false and then `onCancellation` runs.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    importer(isPresented, allowedContentTypes, allowsMultipleSelection) { response in
      switch response {
      case .selected(let urls): onCompletion(.success(urls))
      case .failed(let error): onCompletion(.failure(error))
      case .cancelled: onCancellation()
      }
    }
  }

  /// Presents the system dialog for choosing one file to import while `isPresented` is true.
  ///
  /// When the user confirms, `isPresented` is set to false and then `onCompletion` gets the chosen file. When the
  /// user cancels, `isPresented` is set to false and `onCompletion` is not called.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    importer(isPresented, allowedContentTypes, false) { response in
      switch response {
      case .selected(let urls): if let url = urls.first { onCompletion(.success(url)) }
      case .failed(let error): onCompletion(.failure(error))
      case .cancelled: break
      }
    }
  }

  private func importer(
    _ isPresented: Binding<Bool>, _ allowedContentTypes: [UTType], _ allowsMultipleSelection: Bool,
    respond: @escaping @MainActor (FileDialogResponse) -> Void
  ) -> some View {
    let choosesFolders =
      !allowedContentTypes.isEmpty && allowedContentTypes.allSatisfy { $0.conforms(to: .directory) }
    let request = FileDialogRequest(
      kind: choosesFolders ? .openFolders : .openFiles, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection)
    return modifier(
      FileDialogModifier(
        request: isPresented.wrappedValue ? request : nil, dismiss: { isPresented.wrappedValue = false },
        respond: respond))
  }
}
