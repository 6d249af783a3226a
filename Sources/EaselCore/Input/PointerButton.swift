import Foundation

/// The mouse button of a pointer event. Gestures recognize the primary button only; a secondary click opens a
/// context menu.
public enum PointerButton: String, Hashable, Sendable, Codable {
  /// The left button (or a touch, or a pen).
  case primary
  /// The right button.
  case secondary
  /// The middle button or wheel press.
  case middle
}
