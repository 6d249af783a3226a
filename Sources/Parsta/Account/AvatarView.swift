import Easel
import Foundation

/// The profile picture in a circle: a built-in avatar's emoji on a soft brand-coloured disc, or the chosen image.
public struct AvatarView: View {
  /// The picture shown.
  public let avatar: Avatar
  /// The circle's diameter, in points.
  public let size: CGFloat

  public init(avatar: Avatar, size: CGFloat) { (self.avatar, self.size) = (avatar, size) }

  public var body: some View {
    Group {
      switch avatar {
      case .builtIn(let emoji):
        emojiCircle(emoji)
      case .image(let url):
        if let image = AvatarImageCache.shared.image(at: url) {
          Image(uiImage: image).resizable().scaledToFill().frame(width: size, height: size).clipShape(Circle())
        } else if case .builtIn(let emoji) = Avatar.standard {
          // The picture's file went missing or was damaged outside the app: show the standard avatar.
          emojiCircle(emoji)
        }
      }
    }
    .frame(width: size, height: size)
    .overlay(Circle().strokeBorder(Color.parsta.opacity(0.35), lineWidth: max(1, size / 40)))
  }

  private func emojiCircle(_ emoji: String) -> some View {
    ZStack {
      Circle().fill(
        LinearGradient(
          colors: [Color.parsta.opacity(0.18), Color.parsta.opacity(0.32)], startPoint: .top, endPoint: .bottom))
      Text(verbatim: emoji).font(.system(size: size * 0.55))
    }
    .frame(width: size, height: size)
  }
}

/// Decoded profile pictures by file, so that a picture is decoded once however often the views showing it are
/// drawn. Picture files are never rewritten (each import makes a new name), so an entry never goes stale.
@MainActor
final class AvatarImageCache {
  static let shared = AvatarImageCache()

  private var images: [URL: UIImage] = [:]
  /// Files that could not be decoded, so a damaged file is not read again on every redraw.
  private var failures: Set<URL> = []
  /// How many pictures to keep: the current one and a few replaced ones.
  private let capacity = 8

  /// The decoded picture at `url`, or `nil` when it cannot be read.
  func image(at url: URL) -> UIImage? {
    if let image = images[url] { return image }
    if failures.contains(url) { return nil }
    guard let data = try? Data(contentsOf: url), let image = try? UIImage(decoding: data) else {
      failures.insert(url)
      return nil
    }
    if images.count >= capacity { images.removeAll() }
    images[url] = image
    return image
  }

  /// Whether `url` is decoded already (for tests).
  func contains(_ url: URL) -> Bool { images[url] != nil }
}
