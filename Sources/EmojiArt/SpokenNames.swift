import Foundation

/// The spoken names of a window's emojis, each found once: an ICU transform per emoji costs tens of microseconds,
/// and a canvas describes its thousands of emojis again whenever one of them moves.
@MainActor
final class SpokenNames {
  private var names: [String: String] = [:]

  /// `text`'s spoken name (``Swift/String/spokenName``).
  func name(of text: String) -> String {
    if let name = names[text] { return name }
    let name = text.spokenName
    names[text] = name
    return name
  }
}
