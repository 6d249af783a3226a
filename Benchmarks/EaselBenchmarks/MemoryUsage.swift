import Foundation

/// A process's resident memory as Linux reports it in `/proc/<pid>/status` and `/proc/<pid>/smaps`: its peak and
/// current size, and what its resident pages are — the heap and other anonymous memory, or pages of files (shared
/// libraries, fonts, caches) mapped in.
struct MemoryUsage {
  /// The peak resident set size (`VmHWM`), in megabytes.
  let peak: Double
  /// The resident set size now (`VmRSS`), in megabytes.
  let resident: Double
  /// Resident anonymous memory (heap, stacks, caches a process made itself), in megabytes.
  let anonymous: Double
  /// The largest resident mappings by name (a file's name, or `[heap]`, `[anonymous]`), in megabytes, largest first.
  let largest: [(name: String, megabytes: Double)]

  /// The usage of process `pid` now; `nil` when it has gone.
  init?(pid: Int32) {
    guard let status = Self.contents(of: "/proc/\(pid)/status"), let smaps = Self.contents(of: "/proc/\(pid)/smaps"),
      let peak = Self.kilobytes(of: "VmHWM", in: status), let resident = Self.kilobytes(of: "VmRSS", in: status)
    else { return nil }
    var byName: [String: Double] = [:]
    var anonymous = 0.0
    var name = ""
    for line in smaps.split(separator: "\n") {
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard let first = fields.first else { continue }
      // A mapping's header starts with its address range; its path, if any, is the sixth field.
      if first.contains("-") && !first.hasSuffix(":") {
        name = fields.count > 5 ? String(fields[5...].joined(separator: " ").split(separator: "/").last ?? "") : ""
        if name.isEmpty { name = "[anonymous]" }
      } else if first == "Rss:", fields.count > 1, let kilobytes = Double(fields[1]) {
        byName[name, default: 0] += kilobytes / 1024
      } else if first == "Anonymous:", fields.count > 1, let kilobytes = Double(fields[1]) {
        anonymous += kilobytes / 1024
      }
    }
    self.peak = peak / 1024
    self.resident = resident / 1024
    self.anonymous = anonymous
    largest = byName.sorted { $0.value > $1.value }.prefix(4).map { (name: $0.key, megabytes: $0.value) }
  }

  /// Where the resident memory is, e.g. `RSS 120 MB: anonymous 40, file-backed 80; largest: [heap] 30, …`.
  var breakdown: String {
    "RSS \(Format.milliseconds(resident)) MB: anonymous \(Format.milliseconds(anonymous)), file-backed "
      + "\(Format.milliseconds(resident - anonymous)); largest: "
      + largest.map { "\($0.name) \(Format.milliseconds($0.megabytes))" }.joined(separator: ", ")
  }

  /// The whole of a `/proc` file. Their size is given as 0, so they are read until the end rather than to a size
  /// (which reading a `String` from a file does, and gets only the first page of `smaps`).
  private static func contents(of path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return count == 0 ? String(decoding: data, as: UTF8.self) : nil }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  private static func kilobytes(of field: String, in status: String) -> Double? {
    status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
      .flatMap { $0.split(whereSeparator: \.isWhitespace).dropFirst().first }
      .flatMap { Double($0) }
  }
}
