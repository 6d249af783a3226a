import Foundation

/// A small file system of its own, to fill up during a save: a tmpfs, else an ext2 image on a loop device. Both need
/// root (`mount`); ``make(bytes:)`` says why when neither can be had.
public final class SmallDisk {
  /// Where it is mounted.
  public let folder: URL
  private let image: URL?

  private init(folder: URL, image: URL?) {
    self.folder = folder
    self.image = image
  }

  /// A disk of about `bytes`, or why there is none.
  public static func make(bytes: Int) -> Result<SmallDisk, SmallDiskUnavailable> {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("easel-small-disk-\(UUID().uuidString)")
    let folder = base.appendingPathComponent("mount")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tmpfs = run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", folder.path])
    if tmpfs.status == 0 { return .success(SmallDisk(folder: folder, image: nil)) }
    let image = base.appendingPathComponent("disk.img")
    _ = FileManager.default.createFile(atPath: image.path, contents: Data(count: max(bytes, 64 * 1024)))
    let format = run("/sbin/mke2fs", ["-q", "-F", "-t", "ext2", "-m", "0", image.path])
    let loop = run("/bin/mount", ["-o", "loop", image.path, folder.path])
    if format.status == 0 && loop.status == 0 { return .success(SmallDisk(folder: folder, image: image)) }
    try? FileManager.default.removeItem(at: base)
    return .failure(
      SmallDiskUnavailable(reason: "tmpfs: \(tmpfs.output); loop device: \(format.output) \(loop.output)"))
  }

  /// Fills the disk but for `slack` bytes.
  public func fill(leaving slack: Int) throws {
    let attributes = try FileManager.default.attributesOfFileSystem(forPath: folder.path)
    let free = (attributes[.systemFreeSize] as? NSNumber)?.intValue ?? 0
    let filler = folder.appendingPathComponent("filler")
    guard FileManager.default.createFile(atPath: filler.path, contents: Data(count: max(0, free - slack))) else {
      throw CocoaError(.fileWriteOutOfSpace)
    }
  }

  /// Frees the space ``fill(leaving:)`` took.
  public func unfill() { try? FileManager.default.removeItem(at: folder.appendingPathComponent("filler")) }

  deinit {
    _ = Self.run("/bin/umount", [folder.path])
    try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
  }

  private static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}

/// Why no small disk could be mounted.
public struct SmallDiskUnavailable: Error, CustomStringConvertible {
  public let reason: String
  public var description: String { reason }
}
