import Foundation

/// Which parts of the geometry a `matchedGeometryEffect` view takes from its match.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position of the view's anchor.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size of the view.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
