// Saves self-checking contents to one file in an endless loop through Easel's atomic writer, so a test can kill
// it with SIGKILL at a random moment and check that the file is always whole: the old contents or the new.
//
// Usage: SaveProbe <file>. Prints "ready" once the first save is complete.

import Easel
import Foundation

/// The probe's file format: a payload that differs from save to save and its FNV-1a checksum.
struct ProbeContents: Codable {
  let generation: Int
  let payload: String
  let checksum: String

  init(generation: Int) {
    // A few hundred kilobytes, so a save takes long enough for kills to land in the middle of it.
    payload = String(
      repeating: generation.isMultiple(of: 2) ? "even \(generation) " : "odd \(generation) ", count: 30_000)
    self.generation = generation
    checksum = Self.checksum(of: payload)
  }

  static func checksum(of payload: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in payload.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: SaveProbe <file>\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: CommandLine.arguments[1])
let encoder = JSONEncoder()
// A test that dies before killing its probe must not leave it saving forever: an orphan gets a new parent.
let parent = getppid()
var generation = 1
while getppid() == parent {
  let data = try encoder.encode(ProbeContents(generation: generation))
  try FileWrapper(regularFileWithContents: data).write(to: url, options: .atomic, originalContentsURL: url)
  if generation == 1 {
    FileHandle.standardOutput.write(Data("ready\n".utf8))
  }
  generation += 1
}
