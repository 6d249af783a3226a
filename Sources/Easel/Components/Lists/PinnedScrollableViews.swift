import Foundation

/// The kinds of section views a lazy stack or grid can pin to the edges of its scroll view.
///
/// Easel accepts the option for source compatibility; section headers and footers scroll with the content.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
