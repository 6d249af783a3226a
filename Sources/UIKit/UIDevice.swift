import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: on Linux, the computer.
public final class UIDevice: Sendable {
  /// The one device.
  public static let current = UIDevice()

  private init() {}

  /// The computer's host name, as a Mac app's device name is the Mac's name.
  public var name: String { ProcessInfo.processInfo.hostName }
  /// The operating system: `"Linux"`.
  public var systemName: String { "Linux" }
  /// The running kernel's version, such as `"6.1.0"`: the version of the system ``systemName`` names.
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }
  /// The kind of device: `"Computer"`.
  public var model: String { "Computer" }
  /// The kind of device, in the user's language (English here).
  public var localizedModel: String { model }

  /// `.mac`: the desktop has a pointer, a keyboard, resizable windows and a menu bar, which is what code that
  /// asks for the idiom means by the Mac (Mac Catalyst apps see `.mac` too); code that tells phones apart
  /// (`idiom == .phone`) takes its larger-screen branch.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .mac }

  /// `.unknown`: a computer's screen does not turn with the device.
  public var orientation: UIDeviceOrientation { .unknown }

  /// Whether the device can run several tasks at once: always.
  public var isMultitaskingSupported: Bool { true }
}

/// The kind of interface a device has, as UIKit's.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// How a device is held, as UIKit's.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies face up or down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one of the four an interface turns to.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
