import Foundation

/// Which gestures of a view and its subviews are enabled when a gesture is attached.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Neither this gesture nor the subviews' gestures.
  public static let none: GestureMask = []
  /// This gesture, with the subviews' gestures disabled.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures, with this gesture disabled.
  public static let subviews = GestureMask(rawValue: 2)
  /// This gesture and the subviews' gestures (the default).
  public static let all: GestureMask = [.gesture, .subviews]
}
