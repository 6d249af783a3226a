import Foundation

/// A file, a directory of files or a symbolic link held in memory, as Foundation's `FileWrapper` (which Foundation
/// on Linux lacks): documents read from it and write to it.
///
/// A directory wrapper holds its children by name, so a document package (a folder the user sees as one file) is
/// built and read as a tree:
///
/// ```swift
/// let package = FileWrapper(directoryWithFileWrappers: [:])
/// package.addRegularFile(withContents: json, preferredFilename: "drawing.json")
/// try package.write(to: url, options: .atomic, originalContentsURL: nil)
/// ```
///
/// Reading loads the whole tree at once, so later changes on disk do not change a wrapper already read. Writing
/// with ``WritingOptions/atomic`` replaces the destination in one step: a crash or power loss leaves the old
/// contents or the new, never a mix.
open class FileWrapper {
  /// How ``init(url:options:)`` and ``read(from:options:)`` read.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Reads the contents at once. Easel always does, so a wrapper never depends on the file staying unchanged.
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Reads without memory-mapping the files. Easel never maps them.
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }

  /// How ``write(to:options:originalContentsURL:)`` writes.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Writes to a temporary item and renames it over the destination, so the destination is never half written.
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Sets ``filename`` of the wrapper and its children to the names written.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }

  private enum Contents {
    case regularFile(Data)
    case directory([String: FileWrapper])
    /// The destination as the link holds it, relative paths kept relative.
    case symbolicLink(String)
  }

  private var contents: Contents

  /// The name of the file on disk the wrapper was read from or last written to with
  /// ``WritingOptions/withNameUpdating``; for a child, the name it has in its directory.
  open var filename: String?

  /// The name the wrapper would like to have in a directory; ``addFileWrapper(_:)`` uses it.
  open var preferredFilename: String?

  /// A wrapper of a regular file with `contents`.
  public init(regularFileWithContents contents: Data) {
    self.contents = .regularFile(contents)
  }

  /// A wrapper of a directory whose children are `childrenByPreferredName`, each named by its key.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName {
      child.filename = name
      if child.preferredFilename == nil { child.preferredFilename = name }
    }
    contents = .directory(childrenByPreferredName)
  }

  /// A wrapper of a symbolic link pointing at `url`.
  public init(symbolicLinkWithDestinationURL url: URL) {
    contents = .symbolicLink(url.isFileURL ? url.relativePath : url.absoluteString)
  }

  /// A wrapper of the file, directory (with everything inside it) or symbolic link at `url`.
  ///
  /// - Throws: Foundation's `CocoaError`, such as `.fileReadNoSuchFile` or `.fileReadNoPermission`, with the path.
  public init(url: URL, options: ReadingOptions = []) throws {
    contents = try Self.readContents(at: url)
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  // MARK: Kinds and contents

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool {
    if case .regularFile = contents { return true }
    return false
  }

  /// Whether the wrapper is a directory.
  open var isDirectory: Bool {
    if case .directory = contents { return true }
    return false
  }

  /// Whether the wrapper is a symbolic link.
  open var isSymbolicLink: Bool {
    if case .symbolicLink = contents { return true }
    return false
  }

  /// The contents of a regular file; `nil` for directories and links.
  open var regularFileContents: Data? {
    if case .regularFile(let data) = contents { return data }
    return nil
  }

  /// The children of a directory by name; `nil` for regular files and links.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = contents { return children }
    return nil
  }

  /// Where a symbolic link points; `nil` for files and directories.
  open var symbolicLinkDestinationURL: URL? {
    if case .symbolicLink(let destination) = contents { return URL(fileURLWithPath: destination) }
    return nil
  }

  // MARK: Children

  /// Adds `child` to a directory under its preferred name (or its file name), made unique if a child already has
  /// it ("notes 2.txt"), and returns the name used.
  ///
  /// Adding to a wrapper that is not a directory, or a child without a name, is a programming error.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = contents else {
      preconditionFailure("addFileWrapper(_:) was called on a FileWrapper that is not a directory")
    }
    guard let wanted = child.preferredFilename ?? child.filename, !wanted.isEmpty else {
      preconditionFailure("addFileWrapper(_:) was given a FileWrapper without a preferredFilename or filename")
    }
    let name = Self.uniqueName(for: wanted, among: children)
    child.filename = name
    children[name] = child
    contents = .directory(children)
    return name
  }

  /// Adds a regular file with `data` to a directory, named `fileName` or a unique variant of it, and returns the
  /// name used.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes `child` from a directory.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child) else { return }
    children[key] = nil
    contents = .directory(children)
  }

  /// The name under which a directory holds `child`, or `nil`.
  open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    fileWrappers?.first { $0.value === child }?.key
  }

  /// "name", or "name 2.ext", "name 3.ext"… when a sibling has the name already.
  private static func uniqueName(for name: String, among children: [String: FileWrapper]) -> String {
    guard children[name] != nil else { return name }
    let url = URL(fileURLWithPath: name)
    let stem = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var number = 2
    while children["\(stem) \(number)\(suffix)"] != nil { number += 1 }
    return "\(stem) \(number)\(suffix)"
  }

  // MARK: Reading and writing

  /// Replaces the wrapper's contents with what is at `url` now.
  open func read(from url: URL, options: ReadingOptions = []) throws {
    contents = try Self.readContents(at: url)
    filename = url.lastPathComponent
  }

  /// Writes the wrapper to `url`, replacing what is there.
  ///
  /// - Parameters:
  ///   - url: Where to write.
  ///   - options: ``WritingOptions/atomic`` to write to a temporary item in the same folder and rename it into place
  ///     (the old contents stay whole until the new ones are complete and flushed to disk);
  ///     ``WritingOptions/withNameUpdating`` to update ``filename``.
  ///   - originalContentsURL: Where the contents were read from. Foundation may link unchanged files from there;
  ///     Easel writes every file, which gives the same result.
  /// - Throws: `CocoaError` (`.fileWriteNoPermission`, `.fileWriteOutOfSpace`, …) whose `localizedDescription`
  ///   names the file and the reason. A failed atomic write leaves the destination as it was.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    if options.contains(.atomic) {
      try AtomicFileWriter.write(item, to: url)
    } else {
      try AtomicFileWriter.writeInPlace(item, to: url)
    }
    if options.contains(.withNameUpdating) { updateNames(to: url.lastPathComponent) }
  }

  /// The wrapper as the writer's value tree, which holds no references to wrappers.
  var item: AtomicFileWriter.Item {
    switch contents {
    case .regularFile(let data): return .file(data)
    case .directory(let children): return .directory(children.mapValues(\.item))
    case .symbolicLink(let destination): return .symbolicLink(destination)
    }
  }

  private func updateNames(to name: String) {
    filename = name
    for (childName, child) in fileWrappers ?? [:] { child.updateNames(to: childName) }
  }

  private static func readContents(at url: URL) throws -> Contents {
    let manager = FileManager.default
    // Not following links: a link inside a package stays a link, as in Foundation.
    let attributes = try manager.attributesOfItem(atPath: url.path)
    switch attributes[.type] as? FileAttributeType {
    case .typeDirectory?:
      var children: [String: FileWrapper] = [:]
      for name in try manager.contentsOfDirectory(atPath: url.path) {
        let child = try FileWrapper(url: url.appendingPathComponent(name))
        children[name] = child
      }
      return .directory(children)
    case .typeSymbolicLink?:
      return .symbolicLink(try manager.destinationOfSymbolicLink(atPath: url.path))
    default:
      return .regularFile(try Data(contentsOf: url))
    }
  }
}
