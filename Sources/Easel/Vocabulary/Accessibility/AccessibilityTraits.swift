/// What kind of element a view is for assistive technologies: a button, a header, a selected item….
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// A control that acts when used.
  public static let isButton = Self(rawValue: 1 << 0)
  /// A heading that divides content.
  public static let isHeader = Self(rawValue: 1 << 1)
  /// The chosen item of a group.
  public static let isSelected = Self(rawValue: 1 << 2)
  /// A link that opens a location.
  public static let isLink = Self(rawValue: 1 << 3)
  /// A field to search in.
  public static let isSearchField = Self(rawValue: 1 << 4)
  /// A picture.
  public static let isImage = Self(rawValue: 1 << 5)
  /// Plays its own sound when used.
  public static let playsSound = Self(rawValue: 1 << 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = Self(rawValue: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = Self(rawValue: 1 << 8)
  /// A summary of the screen when it opens.
  public static let isSummaryElement = Self(rawValue: 1 << 9)
  /// A value that changes often, such as a timer.
  public static let updatesFrequently = Self(rawValue: 1 << 10)
  /// Starts playing or recording when used.
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  /// Takes touches directly, such as a drawing surface.
  public static let allowsDirectInteraction = Self(rawValue: 1 << 12)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = Self(rawValue: 1 << 13)
  /// A view whose siblings are hidden while it shows.
  public static let isModal = Self(rawValue: 1 << 14)
  /// A control that switches on and off.
  public static let isToggle = Self(rawValue: 1 << 15)
}
