import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names in the folder, hidden ones included: a save must leave no temporary file behind.
  var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}

@Suite struct FileWrapperTests {
  @Test func aRegularFileRoundTripsAtomically() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("notes.txt")
    try FileWrapper(regularFileWithContents: Data("first".utf8)).write(
      to: url, options: .atomic, originalContentsURL: nil)
    try FileWrapper(regularFileWithContents: Data("second".utf8)).write(
      to: url, options: .atomic, originalContentsURL: url)
    let read = try FileWrapper(url: url)
    #expect(read.isRegularFile && !read.isDirectory)
    #expect(read.regularFileContents == Data("second".utf8))
    #expect(read.filename == "notes.txt")
    #expect(folder.contents == ["notes.txt"], "no temporary file is left")
  }

  @Test func aDirectoryWithNestedFoldersRoundTrips() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("drawing.package")
    let images = FileWrapper(directoryWithFileWrappers: [
      "a.png": FileWrapper(regularFileWithContents: Data([1, 2, 3]))
    ])
    let package = FileWrapper(directoryWithFileWrappers: ["images": images])
    package.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "drawing.json")
    try package.write(to: url, options: .atomic, originalContentsURL: nil)

    let read = try FileWrapper(url: url)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?.keys.sorted() == ["drawing.json", "images"])
    #expect(read.fileWrappers?["drawing.json"]?.regularFileContents == Data("{}".utf8))
    #expect(read.fileWrappers?["images"]?.fileWrappers?["a.png"]?.regularFileContents == Data([1, 2, 3]))
  }

  @Test func aDirectoryReplacesTheOldOneWhole() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("drawing.package")
    try FileWrapper(directoryWithFileWrappers: [
      "old.txt": FileWrapper(regularFileWithContents: Data("old".utf8))
    ]).write(to: url, options: .atomic, originalContentsURL: nil)
    try FileWrapper(directoryWithFileWrappers: [
      "new.txt": FileWrapper(regularFileWithContents: Data("new".utf8))
    ]).write(to: url, options: .atomic, originalContentsURL: nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["new.txt"])
    #expect(folder.contents == ["drawing.package"])
  }

  @Test func addingChildrenWithTheSameNameKeepsBoth() throws {
    let directory = FileWrapper(directoryWithFileWrappers: [:])
    let first = directory.addRegularFile(withContents: Data("1".utf8), preferredFilename: "notes.txt")
    let second = directory.addRegularFile(withContents: Data("2".utf8), preferredFilename: "notes.txt")
    #expect(first == "notes.txt")
    #expect(second == "notes 2.txt")
    let child = try #require(directory.fileWrappers?["notes 2.txt"])
    #expect(child.filename == "notes 2.txt" && child.preferredFilename == "notes.txt")
    #expect(directory.keyForChildFileWrapper(child) == "notes 2.txt")
    directory.removeFileWrapper(child)
    #expect(directory.fileWrappers?.keys.sorted() == ["notes.txt"])
  }

  @Test func savingKeepsTheFilesPermissions() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("private.txt")
    try Data("secret".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try FileWrapper(regularFileWithContents: Data("new secret".utf8)).write(
      to: url, options: .atomic, originalContentsURL: url)
    let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
    #expect(try Data(contentsOf: url) == Data("new secret".utf8))
  }

  @Test func aSaveThatCannotBeDoneSaysWhyAndLeavesNothing() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("missing folder/notes.txt")
    let error = #expect(throws: CocoaError.self) {
      try FileWrapper(regularFileWithContents: Data("x".utf8)).write(
        to: url, options: .atomic, originalContentsURL: nil)
    }
    #expect(
      error?.localizedDescription
        == "“notes.txt” could not be saved in the folder “missing folder”: No such file or directory.")
    #expect(folder.contents.isEmpty)
  }

  @Test func aSaveOverADirectoryWithAFileReplacesIt() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("thing")
    try FileManager.default.createDirectory(at: url.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try FileWrapper(regularFileWithContents: Data("flat".utf8)).write(
      to: url, options: .atomic, originalContentsURL: nil)
    #expect(try FileWrapper(url: url).regularFileContents == Data("flat".utf8))
    #expect(folder.contents == ["thing"])
  }

  @Test func aSaveRemovesWhatAnInterruptedSaveLeftBehind() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("notes.txt")
    try Data("half".utf8).write(to: folder.file(".notes.txt.0A1B2C3D.saving"))
    try Data("other".utf8).write(to: folder.file(".notes.txt.backup"))
    try FileWrapper(regularFileWithContents: Data("whole".utf8)).write(
      to: url, options: .atomic, originalContentsURL: nil)
    #expect(folder.contents == [".notes.txt.backup", "notes.txt"], "only the save's own leftovers go")
  }

  @Test func readingAMissingFileThrowsFoundationsError() {
    let error = #expect(throws: CocoaError.self) {
      try FileWrapper(url: URL(fileURLWithPath: "/nonexistent/easel/file.txt"))
    }
    #expect(error?.code == .fileReadNoSuchFile)
  }

  @Test func nameUpdatingSetsTheNamesWritten() throws {
    let folder = try TemporaryFolder()
    let package = FileWrapper(directoryWithFileWrappers: [:])
    package.addRegularFile(withContents: Data(), preferredFilename: "a.txt")
    try package.write(to: folder.file("p"), options: [.atomic, .withNameUpdating], originalContentsURL: nil)
    #expect(package.filename == "p")
    #expect(package.fileWrappers?["a.txt"]?.filename == "a.txt")
  }
}
