import Foundation

extension View {
  /// Presents the system dialog for exporting `document` as `contentType` while `isPresented` is true.
  ///
  /// When the user confirms, `isPresented` is set to false, the document is written to the chosen file atomically
  /// (the file holds the old contents or the new, never a mix), and then `onCompletion` gets its URL or the error
  /// that kept it from being written. When the user cancels, `isPresented` is set to false and `onCompletion` is not
  /// called. Nothing shows while `document` is `nil`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(isPresented, document.map { .fileDocument($0) }, contentType, defaultFilename, onCompletion, nil)
  }

  /// Presents the system dialog for exporting `document` while `isPresented` is true, and tells `onCancellation`
  /// when the user cancels.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    exporter(
      isPresented, document.map { .fileDocument($0) }, contentType, defaultFilename, onCompletion, onCancellation)
  }

  /// Presents the system dialog for exporting a reference `document` (its snapshot now) as `contentType` while
  /// `isPresented` is true.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(isPresented, document.map { .referenceDocument($0) }, contentType, defaultFilename, onCompletion, nil)
  }

  /// Presents the system dialog for exporting a reference `document` while `isPresented` is true, and tells
  /// `onCancellation` when the user cancels.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    exporter(
      isPresented, document.map { .referenceDocument($0) }, contentType, defaultFilename, onCompletion,
      onCancellation)
  }

  /// Presents the system dialog for exporting a transferable `item` (an `Image` as PNG, a `Codable` item as JSON)
  /// as the first of `contentTypes` it exports, while `isPresented` is true.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let export = item.flatMap { $0.exportJob(asOneOf: contentTypes) }
    return exporter(
      isPresented, export.map { job in .transferable { try await job.data.value() } }, export?.contentType ?? .data,
      defaultFilename, onCompletion, onCancellation)
  }

  private func exporter(
    _ isPresented: Binding<Bool>, _ file: ExportedFile?, _ contentType: UTType, _ defaultFilename: String?,
    _ onCompletion: @escaping (Result<URL, any Error>) -> Void, _ onCancellation: (() -> Void)?
  ) -> some View {
    let request = FileDialogRequest(kind: .save, allowedContentTypes: [contentType], defaultFilename: defaultFilename)
    return modifier(
      FileDialogModifier(
        request: isPresented.wrappedValue && file != nil ? request : nil,
        dismiss: { isPresented.wrappedValue = false },
        respond: { response in
          switch response {
          case .selected(let urls):
            guard let url = urls.first, let file else { return }
            file.write(to: url, as: contentType, completion: onCompletion)
          case .failed(let error): onCompletion(.failure(error))
          case .cancelled: onCancellation?()
          }
        }))
  }
}

/// What a file exporter writes: a document, or a transferable item's data.
@MainActor
enum ExportedFile {
  case fileDocument(any FileDocument)
  case referenceDocument(any ReferenceFileDocument)
  case transferable(@MainActor () async throws -> Data)

  /// Writes the file to `url` atomically, then calls `completion` on the main actor.
  func write(
    to url: URL, as contentType: UTType, completion: @escaping (Result<URL, any Error>) -> Void
  ) {
    let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
    switch self {
    case .fileDocument(let document):
      completion(Result { try document.fileWrapper(configuration: configuration).write(to: url) })
    case .referenceDocument(let document):
      completion(Result { try Self.wrapper(of: document, configuration: configuration).write(to: url) })
    case .transferable(let export):
      Task { @MainActor in
        do {
          let data = try await export()
          completion(Result { try FileWrapper(regularFileWithContents: data).write(to: url) })
        } catch {
          completion(.failure(error))
        }
      }
    }
  }

  private static func wrapper<D: ReferenceFileDocument>(
    of document: D, configuration: FileDocumentWriteConfiguration
  ) throws -> FileWrapper {
    try document.fileWrapper(
      snapshot: document.snapshot(contentType: configuration.contentType), configuration: configuration)
  }
}

extension FileWrapper {
  /// Writes the wrapper to `url` atomically and gives back the URL.
  fileprivate func write(to url: URL) throws -> URL {
    try write(to: url, options: .atomic, originalContentsURL: nil)
    return url
  }
}
