import Foundation

/// What a host needs to run a ``DocumentGroup``: the types it opens and saves, and the window size. Make the
/// session of each document window with ``DocumentSession/init(newDocumentIn:)`` or
/// ``DocumentSession/init(opening:in:)``.
@MainActor
public struct DocumentGroupDescription {
  /// The types the File ▸ Open dialog offers, preferred first.
  public let readableContentTypes: [UTType]
  /// The types the Save dialog offers, preferred first; empty for a viewer.
  public let writableContentTypes: [UTType]
  /// The size a new document window opens at.
  public let defaultSize: CGSize
  /// The smallest size a document window can be resized to, if the scene sets one.
  public let minimumSize: CGSize?
  /// The most bytes a document file may have to be opened, if the scene sets a limit: a larger file is refused
  /// before it is read.
  public let maximumFileSize: Int?
  let makeNewDocument: (@MainActor () -> DocumentStorage)?
  let openDocument: @MainActor (FileDocumentReadConfiguration) throws -> DocumentStorage
  /// The scene's, shared by the copies of the description, so each new document gets the next free number.
  let untitledNumbers: UntitledNumbers

  init(
    readableContentTypes: [UTType], writableContentTypes: [UTType], defaultSize: CGSize, minimumSize: CGSize?,
    maximumFileSize: Int?, makeNewDocument: (@MainActor () -> DocumentStorage)?,
    openDocument: @escaping @MainActor (FileDocumentReadConfiguration) throws -> DocumentStorage,
    untitledNumbers: UntitledNumbers
  ) {
    self.readableContentTypes = readableContentTypes
    self.writableContentTypes = writableContentTypes
    self.defaultSize = defaultSize
    self.minimumSize = minimumSize
    self.maximumFileSize = maximumFileSize
    self.makeNewDocument = makeNewDocument
    self.openDocument = openDocument
    self.untitledNumbers = untitledNumbers
  }

  /// Whether the scene only shows documents (`DocumentGroup(viewing:viewer:)`): no File ▸ New, no saving.
  public var isViewer: Bool { makeNewDocument == nil }
}

/// A scene that opens document windows.
@MainActor
public protocol DocumentScene {
  /// What a host needs to open the scene's document windows.
  var documentGroupDescription: DocumentGroupDescription { get }
}

/// The document groups of a scene: its own, or those of the scenes inside it.
@MainActor
public func documentGroupDescriptions<S: Scene>(of scene: S) -> [DocumentGroupDescription] {
  var groups: [DocumentGroupDescription] = []
  visitScenes(scene) { if let group = $0 as? any DocumentScene { groups.append(group.documentGroupDescription) } }
  return groups
}
