import Foundation

/// A platform gesture event: touchpad pinch or rotation, or Ctrl+scroll as magnification.
public struct TransformEvent: Hashable, Sendable, Codable {
  /// The stage of the platform gesture.
  public enum Phase: String, Hashable, Sendable, Codable { case began, changed, ended, cancelled }

  public var phase: Phase
  /// The scale relative to the start of the gesture (1 at its start).
  public var magnification: CGFloat
  /// The rotation since the start of the gesture.
  public var rotation: Angle
  /// The pointer location in host coordinates.
  public var location: CGPoint
  public var time: TimeInterval

  public init(phase: Phase, magnification: CGFloat = 1, rotation: Angle = .zero, location: CGPoint, time: TimeInterval)
  {
    (self.phase, self.magnification, self.rotation, self.location, self.time) =
      (phase, magnification, rotation, location, time)
  }
}
