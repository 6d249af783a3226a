import Foundation

/// The transition that fades, blurs and scales a view in and out: `AnyTransition.blurReplace`.
public struct BlurReplaceTransition: Sendable {
  /// Which way the view scales as it comes and goes.
  public struct Configuration: Equatable, Sendable {
    fileprivate let growsIn: Bool

    /// Inserted growing from smaller, removed growing larger.
    public static let downUp = Configuration(growsIn: true)
    /// Inserted shrinking from larger, removed growing larger.
    public static let upUp = Configuration(growsIn: false)
  }

  /// Which way the view scales.
  public var configuration: Configuration

  /// The transition in the given configuration.
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
}
