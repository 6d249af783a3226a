import Foundation

/// A pointer (mouse button, finger or pen) going down, moving, going up or being cancelled.
public struct PointerEvent: Hashable, Sendable, Codable {
  /// The stage of a pointer's press.
  public enum Phase: String, Hashable, Sendable, Codable { case began, moved, ended, cancelled }

  /// Distinguishes simultaneous pointers (fingers); stable from `began` to `ended`.
  public var pointerID: Int
  public var phase: Phase
  /// The location in host coordinates.
  public var location: CGPoint
  /// When the event happened, in seconds on the host's clock.
  public var time: TimeInterval
  /// The mouse button pressed; touches and pens press the primary button.
  public var button: PointerButton
  /// The modifier keys held during the event.
  public var modifiers: EventModifiers

  public init(
    pointerID: Int, phase: Phase, location: CGPoint, time: TimeInterval, button: PointerButton = .primary,
    modifiers: EventModifiers = []
  ) {
    (self.pointerID, self.phase, self.location, self.time) = (pointerID, phase, location, time)
    (self.button, self.modifiers) = (button, modifiers)
  }
}
