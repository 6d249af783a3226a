import Foundation

/// What a file dialog asks the user for: files or folders to open, or where to save a file, with the types of
/// file it accepts and the window it is modal to.
///
/// Views ask through `fileImporter` and `fileMover`; the document layer builds requests for Open and Save As.
/// ``EnvironmentValues/presentFileDialog(_:completion:)`` shows one with the host's ``FileDialogPresenter``.
public struct FileDialogRequest: Identifiable {
  /// What the dialog chooses.
  public enum Kind: Hashable, Sendable {
    /// Existing files, of the allowed content types.
    case openFiles
    /// Existing folders (a move's destination, an importer that allows only folders).
    case openFolders
    /// A new or existing file to write, of the (first) allowed content type.
    case save
  }

  /// Identifies this presentation, so a presenter can close the dialog it showed for it.
  public let id = UUID()
  /// What the dialog chooses.
  public var kind: Kind
  /// The types of file the user can choose; for ``Kind/save``, the type of the file being saved.
  public var allowedContentTypes: [UTType]
  /// Whether the user can choose more than one file or folder (ignored when saving).
  public var allowsMultipleSelection: Bool
  /// The file name a save dialog proposes; the user can edit it.
  public var defaultFilename: String?
  /// A message shown as the dialog's title (`fileDialogMessage`); `nil` for the platform's.
  public var message: String?
  /// The label of the confirming button (`fileDialogConfirmationLabel`); `nil` for the platform's.
  public var confirmationLabel: String?
  /// The folder the dialog starts in (`fileDialogDefaultDirectory`); `nil` for the platform's choice.
  public var defaultDirectory: URL?
  /// The graph of the window that asks, while it exists: the dialog is modal to that window.
  public var graph: ViewGraph? {
    get { window }
    set { window = newValue }
  }
  @UnretainedGraph private var window: ViewGraph? = nil

  /// A request for `kind` of dialog over the window showing `graph`.
  public init(
    kind: Kind, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
    defaultFilename: String? = nil, message: String? = nil, confirmationLabel: String? = nil,
    defaultDirectory: URL? = nil, graph: ViewGraph? = nil
  ) {
    self.kind = kind
    self.allowedContentTypes = allowedContentTypes
    self.allowsMultipleSelection = allowsMultipleSelection
    self.defaultFilename = defaultFilename
    self.message = message
    self.confirmationLabel = confirmationLabel
    self.defaultDirectory = defaultDirectory
    self.graph = graph
  }

  /// The filters a dialog offers, from the allowed content types: one per type, preceded by one that accepts all of
  /// them when there are several. Empty when any file is acceptable (a type such as `.data` or `.item` is allowed)
  /// or when choosing folders.
  public var filters: [FileDialogFilter] {
    guard kind != .openFolders else { return [] }
    let fileTypes = allowedContentTypes.filter { !$0.conforms(to: .directory) }
    guard !fileTypes.contains(where: FileDialogFilter.acceptsEveryFile) else { return [] }
    let filters = fileTypes.map(FileDialogFilter.init(contentType:))
    guard filters.count > 1 else { return filters }
    return [FileDialogFilter(combining: filters)] + filters
  }
}
