/// Kinds of safe-area insets.
///
/// The safe area on the desktop is the container's: what `safeAreaInset` and `safeAreaPadding` add. There is no
/// on-screen keyboard to make a keyboard region.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area a container (a bar, a safe-area padding) defines.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The space an on-screen keyboard takes.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every kind.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
