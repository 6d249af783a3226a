import Foundation

/// The input a window received, in order and with its times: pointers, pinches, scrolls, keys, typed text and the
/// modifier keys. Record one with an ``InputRecorder``; replay it in a test with EaselTesting's
/// `ViewHost.replay(_:)`, so a behaviour someone saw becomes a regression test.
///
/// An Easel addition. A trace is JSON (``init(contentsOf:)``, ``write(to:)``); times are seconds since the first
/// event, locations are in the window's points.
///
/// ```swift
/// let trace = try InputTrace(contentsOf: URL(fileURLWithPath: "double-tap.json"))
/// host.replay(trace)
/// ```
public struct InputTrace: Codable, Equatable, Sendable {
  /// The size of the window the input was given to, in points.
  public var windowSize: CGSize
  /// The events, oldest first.
  public var events: [Event]

  /// A trace of `events` in a window of `windowSize`.
  public init(windowSize: CGSize, events: [Event] = []) {
    (self.windowSize, self.events) = (windowSize, events)
  }

  /// Reads a trace from a JSON file.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(InputTrace.self, from: Data(contentsOf: url))
  }

  /// Writes the trace as JSON, one event to a line so traces compare well in a diff.
  public func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try events.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    let size = String(decoding: try encoder.encode(windowSize), as: UTF8.self)
    let json = "{\n\"windowSize\": \(size),\n\"events\": [\n" + lines.joined(separator: ",\n") + "\n]\n}\n"
    try Data(json.utf8).write(to: url, options: .atomic)
  }

  /// The duration from the first event to the last, in seconds.
  public var duration: TimeInterval { events.last?.time ?? 0 }

  /// One event of a trace.
  public struct Event: Codable, Equatable, Sendable {
    /// When it happened, in seconds since the trace's first event.
    public var time: TimeInterval
    public var input: Input

    public init(time: TimeInterval, input: Input) { (self.time, self.input) = (time, input) }

    private enum CodingKeys: String, CodingKey {
      case time, pointer, transform, scroll, key, text, modifierKeys, hover
    }

    /// Reads `{"time": 0.2, "pointer": {…}}`: the time, and the input under its kind's name.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      time = try container.decode(TimeInterval.self, forKey: .time)
      if let event = try container.decodeIfPresent(PointerEvent.self, forKey: .pointer) {
        input = .pointer(event)
      } else if let event = try container.decodeIfPresent(TransformEvent.self, forKey: .transform) {
        input = .transform(event)
      } else if let event = try container.decodeIfPresent(ScrollEvent.self, forKey: .scroll) {
        input = .scroll(event)
      } else if let press = try container.decodeIfPresent(KeyPress.self, forKey: .key) {
        input = .key(press)
      } else if let event = try container.decodeIfPresent(TextInputEvent.self, forKey: .text) {
        input = .text(event)
      } else if let keys = try container.decodeIfPresent(EventModifiers.self, forKey: .modifierKeys) {
        input = .modifierKeys(keys)
      } else if container.contains(.hover) {
        input = .hover(try container.decodeIfPresent(CGPoint.self, forKey: .hover))
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: container.codingPath, debugDescription: "An event of no known kind"))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(time, forKey: .time)
      switch input {
      case .pointer(let event): try container.encode(event, forKey: .pointer)
      case .transform(let event): try container.encode(event, forKey: .transform)
      case .scroll(let event): try container.encode(event, forKey: .scroll)
      case .key(let press): try container.encode(press, forKey: .key)
      case .text(let event): try container.encode(event, forKey: .text)
      case .modifierKeys(let keys): try container.encode(keys, forKey: .modifierKeys)
      case .hover(let point?): try container.encode(point, forKey: .hover)
      case .hover(nil): try container.encodeNil(forKey: .hover)
      }
    }
  }

  /// What a window receives, as its host hands it to ``ViewGraph``'s `dispatch` methods.
  public enum Input: Equatable, Sendable {
    case pointer(PointerEvent)
    case transform(TransformEvent)
    case scroll(ScrollEvent)
    case key(KeyPress)
    case text(TextInputEvent)
    /// The modifier keys held changed (``ViewGraph/modifierKeysChanged(to:)``).
    case modifierKeys(EventModifiers)
    /// The pointer moved with no button held, or left the window (`nil`) (``ViewGraph/hover(at:)``).
    case hover(CGPoint?)

    /// The same input happening at `time`: the events that carry a time are moved to it.
    public func retimed(to time: TimeInterval) -> Input {
      switch self {
      case .pointer(var event):
        event.time = time
        return .pointer(event)
      case .transform(var event):
        event.time = time
        return .transform(event)
      case .scroll(var event):
        event.time = time
        return .scroll(event)
      case .key, .text, .modifierKeys, .hover:
        return self
      }
    }
  }
}
