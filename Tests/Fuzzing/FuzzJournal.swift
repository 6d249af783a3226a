import Foundation

/// Notes what a fuzzing process is doing in a file, as it does it, so that when the process crashes (which no check
/// survives) the file says what crashed it: the screen and the events played into its window, or the input being
/// read.
///
/// Each line is written straight to the file before the step it names runs. The campaign gives each worker process
/// a journal of its own and reads it when the worker dies; `swift test` notes into ``defaultFile``.
public final class FuzzJournal: Sendable {
  /// `easel-fuzz-current.txt` in the temporary folder: where the bounded share in `swift test` notes.
  public static let defaultFile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "easel-fuzz-current.txt")

  /// The journal's file.
  public let file: URL
  private let handle: FileHandle

  /// A journal writing to `file`, emptied first.
  public init(file: URL = FuzzJournal.defaultFile) throws {
    self.file = file
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
    }
    handle = try FileHandle(forWritingTo: file)
  }

  deinit { try? handle.close() }

  /// A fresh window of `screen` opens in `slot` (one slot per screen): the streams played into the slot before no
  /// longer matter to a crash in it.
  public func openWindow(_ screen: FuzzScreen, slot: Int) { write("window \(slot) \(screen.app)|\(screen.name)") }

  /// Stream `index` of the campaign, generated from `seed`, starts in the window of `slot`.
  public func startStream(index: Int, seed: UInt64, slot: Int) { write("stream \(index) \(seed) \(slot)") }

  /// `event` is about to play.
  public func play(_ event: FuzzEvent) {
    guard let json = try? JSONEncoder().encode(event) else { return }
    write("event " + String(decoding: json, as: UTF8.self))
  }

  /// Input `index` of `format`, mutated from `seed`, is about to be read; the input itself goes to ``inputFile``.
  public func read(_ input: Data, format: String, index: Int, seed: UInt64) {
    try? input.write(to: inputFile)
    try? handle.truncate(atOffset: 0)
    write("input \(index) \(seed) \(format)")
  }

  /// The file holding the input last noted.
  public var inputFile: URL { Self.inputFile(of: file) }

  /// The file holding the input last noted in the journal `file`.
  public static func inputFile(of file: URL) -> URL { file.appendingPathExtension("input") }

  private func write(_ line: String) { try? handle.write(contentsOf: Data((line + "\n").utf8)) }

  /// What a journal says was happening when its process stopped.
  public enum Entry: Equatable, Sendable {
    /// Streams were playing into a window of the screen `app|name`; the last stream is the one that was playing.
    case streams(screen: String, [Stream])
    /// Input `index` of `format` was being read; it is in the journal's ``FuzzJournal/inputFile``.
    case input(format: String, index: Int, seed: UInt64)
  }

  /// A stream as the journal noted it: the events that started to play, the last of them perhaps unfinished.
  public struct Stream: Equatable, Sendable, Codable {
    public let index: Int
    public let seed: UInt64
    public var events: [FuzzEvent]
  }

  /// Reads the journal at `file`: `nil` when it is empty or names nothing. For streams, the entry holds the streams
  /// of the window the last one played into, since that window opened.
  public static func read(_ file: URL) -> Entry? {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let decoder = JSONDecoder()
    var screens: [Int: String] = [:]
    var windows: [Int: [Stream]] = [:]
    var lastSlot: Int?
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      switch fields.first {
      case "window":
        // Screen names have spaces ("Gesture Lab|window"): the name is the rest of the line.
        let window = line.split(separator: " ", maxSplits: 2)
        guard window.count == 3, let slot = Int(window[1]) else { continue }
        (screens[slot], windows[slot]) = (String(window[2]), [])
      case "stream" where fields.count == 4:
        guard let index = Int(fields[1]), let seed = UInt64(fields[2]), let slot = Int(fields[3]) else { continue }
        windows[slot, default: []].append(Stream(index: index, seed: seed, events: []))
        lastSlot = slot
      case "event":
        guard let slot = lastSlot, let last = windows[slot]?.indices.last,
          let event = try? decoder.decode(FuzzEvent.self, from: Data(line.dropFirst("event ".count).utf8))
        else { continue }
        windows[slot]?[last].events.append(event)
      case "input" where fields.count == 4:
        guard let index = Int(fields[1]), let seed = UInt64(fields[2]) else { continue }
        return .input(format: String(fields[3]), index: index, seed: seed)
      default: continue
      }
    }
    guard let slot = lastSlot, let screen = screens[slot], let streams = windows[slot] else { return nil }
    return .streams(screen: screen, streams)
  }
}
