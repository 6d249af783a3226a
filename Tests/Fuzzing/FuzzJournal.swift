import Foundation

/// Notes the stream being played, or the input being read, in a file, so that when one crashes the process (which no
/// check survives), the file names its screen and seed (`EventFuzzer.replay` of that seed's stream on that screen
/// reproduces the crash) or holds the input.
public enum FuzzJournal {
  /// `easel-fuzz-current.txt` in the temporary folder.
  public static let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-current.txt")
  /// `easel-fuzz-input-<format>.bin` in the temporary folder: the last input of that format.
  public static func inputFile(_ format: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-input-\(format).bin")
  }

  /// Notes that stream `seed` is about to play into `screen`.
  public static func note(_ screen: FuzzScreen, seed: UInt64) {
    try? Data("\(screen.app)|\(screen.name)|\(seed)\n".utf8).write(to: file)
  }

  /// Notes that `input` of `format` is about to be read.
  public static func note(_ input: Data, of format: String) {
    try? input.write(to: inputFile(format))
  }
}
