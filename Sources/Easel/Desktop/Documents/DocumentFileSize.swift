import Foundation

/// The size of a document on disk, read from the file system without reading the document, so that a size limit
/// can refuse a file before it is in memory.
enum DocumentFileSize {
  /// The bytes of the file at `url`, or of every file inside a directory (a document package), links not followed;
  /// `nil` when the size cannot be read (the read that follows then says why).
  static func bytes(at url: URL) -> Int? {
    let manager = FileManager.default
    guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return nil }
    guard attributes[.type] as? FileAttributeType == .typeDirectory else {
      return (attributes[.size] as? NSNumber)?.intValue
    }
    var total = 0
    for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] {
      total += bytes(at: url.appendingPathComponent(name)) ?? 0
    }
    return total
  }

  /// `bytes` in decimal megabytes, as file managers show sizes: "201 MB", "0.5 MB".
  static func megabytes(_ bytes: Int) -> String {
    let megabytes = Double(bytes) / 1_000_000
    return megabytes >= 10 ? "\(Int(megabytes.rounded())) MB" : "\(String(format: "%.1f", megabytes)) MB"
  }
}
