import Foundation

/// What parSta! takes from the world, injectable so that tests run it in a folder of their own, on a day of their
/// choosing, against a local feed server.
public struct ParstaEnvironment: Sendable {
  /// Where the database, the feed cache and the profile picture live.
  public var dataFolder: URL
  /// The current time.
  public var now: @Sendable () -> Date
  /// The calendar that cuts time into days.
  public var calendar: Calendar
  /// The news feed.
  public var feedURL: URL
  /// Where to look for the `swift` command that runs lesson samples.
  public var searchPath: String

  public init(
    dataFolder: URL = ParstaStore.defaultFolder(), now: @escaping @Sendable () -> Date = { Date() },
    calendar: Calendar = .current, feedURL: URL = URL(string: "https://www.swift.org/atom.xml")!,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  ) {
    (self.dataFolder, self.now, self.calendar, self.feedURL, self.searchPath) =
      (dataFolder, now, calendar, feedURL, searchPath)
  }

  /// Today, in the user's calendar.
  public var today: Day { Day(now(), calendar: calendar) }
}
