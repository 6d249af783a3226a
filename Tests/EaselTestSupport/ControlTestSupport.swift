import Easel
import EaselTesting
import Foundation

/// Collects what controls under test did, for closures that outlive one call.
@MainActor
public final class ControlLog {
  public var entries: [String] = []
  public var pressedStates: [Bool] = []

  public init() {}

  public func record(_ entry: String) { entries.append(entry) }
  public func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A button style that shows the label and records every `isPressed` it is drawn with.
public struct RecordingButtonStyle: ButtonStyle {
  let log: ControlLog

  public init(log: ControlLog) { self.log = log }

  public func makeBody(configuration: Configuration) -> some View {
    let _ = log.pressedStates.append(configuration.isPressed)
    configuration.label.padding(10)
  }
}

extension ControlLog {
  /// The pressed state the button was last drawn with.
  public var isPressed: Bool { pressedStates.last ?? false }
}

extension ViewHost {
  /// The centre of the first shown text that reads `text`.
  public func center(of text: String) -> CGPoint? {
    find(text: text).map { CGPoint(x: $0.midX, y: $0.midY) }
  }
}
