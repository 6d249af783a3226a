import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file or a directory so that a crash, a `kill -9` or a power loss at any moment leaves either the old
/// item or the new one, complete, never a mix or a truncated file.
///
/// The new item is written next to the destination (same folder, so same file system) under a hidden temporary
/// name, every file is flushed to disk, then one rename puts it in place and the folder is flushed so the rename
/// itself survives a power loss. A destination that existed keeps its permissions. Any failure removes the
/// temporary item and leaves the destination untouched; the temporary items of saves killed midway are removed by
/// the next save of the same file.
enum AtomicFileWriter {
  /// What to write: a value tree, so it can be built from a ``FileWrapper`` and written off the main actor.
  enum Item: Sendable {
    case file(Data)
    case directory([String: Item])
    /// A symbolic link with its destination path as stored in the link.
    case symbolicLink(String)
  }

  /// Atomically replaces the item at `url` (or, when `url` is a symbolic link, the item it points to) with `item`.
  static func write(_ item: Item, to url: URL) throws {
    let destination = url.resolvingSymlinksInPath()
    let folder = destination.deletingLastPathComponent().path
    let name = destination.lastPathComponent
    // Shortened, so a name near the file system's 255-byte limit still leaves room for the temporary one.
    let stem = String(decoding: name.utf8.prefix(200), as: UTF8.self)
    let temporary = "\(folder)/.\(stem).\(UUID().uuidString.prefix(8)).saving"
    let existing = status(of: destination.path)
    // Permissions carry over only between items of the same kind: a file's mode would lock a directory.
    let mode = existing.flatMap { status in
      isRegularFile(status) == isFileItem(item) ? status.st_mode & 0o7777 : nil
    }
    do {
      try create(item, at: temporary, mode: mode)
      try replace(destination.path, with: temporary, existing: existing)
      try flushFolder(folder)
    } catch let failure as Failure {
      removeItem(at: temporary)
      throw failure.error(saving: name, in: folder)
    }
    removeLeftovers(of: stem, in: folder)
  }

  /// Removes the temporary items that saves of the same file killed midway left behind, now that the file is whole.
  /// A save running in another process at this moment loses its temporary item and fails with an error, leaving
  /// the file as this save wrote it.
  private static func removeLeftovers(of stem: String, in folder: String) {
    let prefix = ".\(stem)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      let tag = rest.prefix(8)
      guard tag.count == 8, tag.allSatisfy(\.isHexDigit) else { continue }
      let suffix = rest.dropFirst(8)
      if suffix == ".saving" || suffix == ".saving.old" { removeItem(at: "\(folder)/\(name)") }
    }
  }

  /// Writes `item` at `url` directly, replacing what is there: cheaper, but a crash midway leaves a broken item.
  static func writeInPlace(_ item: Item, to url: URL) throws {
    let folder = url.deletingLastPathComponent().path
    do {
      if let existing = status(of: url.path), !(isRegularFile(existing) && isFileItem(item)) {
        removeItem(at: url.path)
      }
      try create(item, at: url.path, mode: nil, truncating: true)
    } catch let failure as Failure {
      throw failure.error(saving: url.lastPathComponent, in: folder)
    }
  }

  // MARK: Steps

  /// A failed system call: which step and its `errno`.
  private struct Failure: Error {
    let step: String
    let code: Int32

    init(_ step: String, code: Int32 = errno) { (self.step, self.code) = (step, code) }

    /// The error users see: Foundation's code for the cause, and a sentence that names the file and the reason.
    func error(saving name: String, in folder: String) -> CocoaError {
      let reason = String(cString: strerror(code))
      let cocoaCode: CocoaError.Code
      switch code {
      case EACCES, EPERM: cocoaCode = .fileWriteNoPermission
      case ENOSPC, EDQUOT: cocoaCode = .fileWriteOutOfSpace
      case EROFS: cocoaCode = .fileWriteVolumeReadOnly
      case ENAMETOOLONG: cocoaCode = .fileWriteInvalidFileName
      case ENOENT, ENOTDIR: cocoaCode = .fileNoSuchFile
      default: cocoaCode = .fileWriteUnknown
      }
      let folderName = URL(fileURLWithPath: folder).lastPathComponent
      return CocoaError(
        cocoaCode,
        userInfo: [
          NSLocalizedDescriptionKey: "“\(name)” could not be saved in the folder “\(folderName)”: \(reason).",
          NSFilePathErrorKey: "\(folder)/\(name)",
          NSUnderlyingErrorKey: NSError(
            domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: "\(step): \(reason)"]),
        ])
    }
  }

  /// Creates `item` at `path`, flushing every file and directory it contains to disk.
  ///
  /// With `truncating`, an existing file at `path` is overwritten; otherwise any existing item is an error, so a
  /// temporary name can never clobber something.
  private static func create(_ item: Item, at path: String, mode: mode_t?, truncating: Bool = false) throws {
    switch item {
    case .file(let data):
      let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : O_EXCL)
      let descriptor = open(path, flags, 0o666)
      guard descriptor >= 0 else { throw Failure("open") }
      defer { close(descriptor) }
      try writeAll(data, to: descriptor)
      // The creation mode went through the umask; an existing file's exact permissions are restored.
      if let mode, fchmod(descriptor, mode) != 0 { throw Failure("fchmod") }
      guard fsync(descriptor) == 0 else { throw Failure("fsync") }
    case .directory(let children):
      guard mkdir(path, 0o777) == 0 else { throw Failure("mkdir") }
      for (name, child) in children {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { throw Failure("name", code: EINVAL) }
        try create(child, at: "\(path)/\(name)", mode: nil)
      }
      if let mode, chmod(path, mode) != 0 { throw Failure("chmod") }
      try flushFolder(path)
    case .symbolicLink(let destination):
      guard symlink(destination, path) == 0 else { throw Failure("symlink") }
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure("write")
        }
        offset += written
      }
    }
  }

  /// Puts the item at `temporary` in place of `destination`.
  ///
  /// A file replaces a file with `rename`, which is atomic. `rename` cannot replace a directory that has contents,
  /// or a file with a directory, so those swap the two with `renameat2(RENAME_EXCHANGE)` and then delete the old
  /// item, now at the temporary name.
  private static func replace(_ destination: String, with temporary: String, existing: stat?) throws {
    guard let existing, !(isRegularFile(existing) && isFileItem(at: temporary)) else {
      guard rename(temporary, destination) == 0 else { throw Failure("rename") }
      return
    }
    if exchange(temporary, destination) {
      removeItem(at: temporary)
      return
    }
    // Without the exchange (an old kernel or a file system lacking it) the old item is moved aside first: a crash
    // between the two renames leaves it under the aside name, complete, and nothing is lost.
    let aside = temporary + ".old"
    guard rename(destination, aside) == 0 else { throw Failure("rename") }
    guard rename(temporary, destination) == 0 else {
      let failure = Failure("rename")
      rename(aside, destination)
      throw failure
    }
    removeItem(at: aside)
  }

  /// Swaps two paths atomically; false when the system cannot.
  private static func exchange(_ first: String, _ second: String) -> Bool {
    // Glibc's renameat2 is declared only for _GNU_SOURCE, which Swift's Glibc module does not define, so it is
    // looked up by name.
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = dlsym(nil, "renameat2") else { return false }
    let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let renameExchange: UInt32 = 1 << 1
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
  }

  /// Flushes a folder's entries, so renames and new files in it survive a power loss.
  private static func flushFolder(_ path: String) throws {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure("open folder") }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Failure("fsync folder") }
  }

  // MARK: Helpers

  private static func status(of path: String) -> stat? {
    var result = stat()
    return lstat(path, &result) == 0 ? result : nil
  }

  private static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }

  private static func isFileItem(_ item: Item) -> Bool {
    if case .file = item { return true }
    return false
  }

  private static func isFileItem(at path: String) -> Bool { status(of: path).map(isRegularFile) ?? false }

  private static func removeItem(at path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}
