import Foundation

/// A temporary folder for one fuzzed app's files, removed when nothing uses it any more, so that a campaign of a
/// million streams leaves no files behind and never touches the user's.
public final class FuzzFolder: Sendable {
  /// The folder.
  public let url: URL

  /// The name of the app's own `UserDefaults` suite, removed with the folder.
  public let defaultsSuite: String

  /// A new, empty folder named after `name`.
  public init(_ name: String) {
    let unique = "easel-fuzz-\(name)-\(UUID().uuidString)"
    url = FileManager.default.temporaryDirectory.appendingPathComponent(unique)
    defaultsSuite = unique
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The app's settings, empty at first.
  public var defaults: UserDefaults { UserDefaults(suiteName: defaultsSuite)! }

  deinit {
    try? FileManager.default.removeItem(at: url)
    UserDefaults.standard.removePersistentDomain(forName: defaultsSuite)
  }
}
