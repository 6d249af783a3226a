import Foundation

/// The profile picture: one of the built-in avatars, or a square image the user chose, kept as the app's own copy.
public enum Avatar: Hashable, Sendable {
  /// A built-in avatar by its emoji.
  case builtIn(String)
  /// An image file inside the app's data folder.
  case image(URL)

  /// The built-in avatars.
  public static let builtIns = ["🐣", "🦊", "🐼", "🐯", "🐧", "🦄", "🐙", "🚀"]

  /// The avatar of a new profile.
  public static let standard = Avatar.builtIn(builtIns[0])

  /// The avatar as the database stores it.
  var storedValue: String {
    switch self {
    case .builtIn(let emoji): "builtin:" + emoji
    case .image(let url): "image:" + url.lastPathComponent
    }
  }

  /// The stored avatar; images are named relative to `folder`.
  init(storedValue: String, folder: URL) {
    if storedValue.hasPrefix("image:") {
      self = .image(folder.appendingPathComponent(String(storedValue.dropFirst("image:".count))))
    } else if storedValue.hasPrefix("builtin:"), Avatar.builtIns.contains(String(storedValue.dropFirst(8))) {
      self = .builtIn(String(storedValue.dropFirst(8)))
    } else {
      self = .standard
    }
  }
}
