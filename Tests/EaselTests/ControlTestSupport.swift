import EaselTesting
import Foundation

@testable import Easel

/// Collects what controls under test did, for closures that outlive one call.
@MainActor
final class ControlLog {
  var entries: [String] = []
  var pressedStates: [Bool] = []

  func record(_ entry: String) { entries.append(entry) }
  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A button style that shows the label and records every `isPressed` it is drawn with.
struct RecordingButtonStyle: ButtonStyle {
  let log: ControlLog

  func makeBody(configuration: Configuration) -> some View {
    let _ = log.pressedStates.append(configuration.isPressed)
    configuration.label.padding(10)
  }
}

extension ControlLog {
  /// The pressed state the button was last drawn with.
  var isPressed: Bool { pressedStates.last ?? false }
}

extension ViewHost {
  /// The centre of the first shown text that reads `text`.
  func center(of text: String) -> CGPoint? {
    find(text: text).map { CGPoint(x: $0.midX, y: $0.midY) }
  }
}

extension RenderedImage {
  /// The pixels of a rectangle given in points.
  func pixels(in rect: CGRect) -> [Pixel] {
    var result: [Pixel] = []
    var y = rect.minY
    while y < rect.maxY {
      var x = rect.minX
      while x < rect.maxX {
        result.append(pixel(at: CGPoint(x: x, y: y)))
        x += 1 / scale
      }
      y += 1 / scale
    }
    return result
  }
}

extension Pixel {
  /// Whether red clearly dominates.
  var isReddish: Bool { Int(r) > Int(g) + 60 && Int(r) > Int(b) + 60 }
  /// Whether blue clearly dominates.
  var isBluish: Bool { Int(b) > Int(r) + 60 && Int(b) > Int(g) + 30 }
  /// Brightness, 0…255.
  var luminance: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }
}
