/// A color space, as AppKit's `NSColorSpace`. Colors here are all sRGB, so converting to any space gives the
/// same components; the spaces differ only by name.
public struct NSColorSpace: Hashable, Sendable {
  /// The space's name.
  public let localizedName: String?

  private init(_ name: String) { localizedName = name }

  public static let sRGB = NSColorSpace("sRGB IEC61966-2.1")
  public static let extendedSRGB = NSColorSpace("Extended sRGB")
  public static let deviceRGB = NSColorSpace("Device RGB")
  public static let genericRGB = NSColorSpace("Generic RGB")
  public static let displayP3 = NSColorSpace("Display P3")
}
