import Foundation

/// A wheel or touchpad scroll, in points (positive `delta.height` scrolls content up, toward later content).
public struct ScrollEvent: Hashable, Sendable, Codable {
  public var delta: CGSize
  /// The pointer location in host coordinates.
  public var location: CGPoint
  public var time: TimeInterval

  public init(delta: CGSize, location: CGPoint, time: TimeInterval) {
    (self.delta, self.location, self.time) = (delta, location, time)
  }
}
