import Foundation

extension EmojiArt {
  /// What is drawn behind the emojis: an image on the web, or an image's own bytes, kept in the document so that
  /// it carries its picture with it.
  public enum Background: Equatable, Sendable, Codable {
    /// An image at a web address.
    case url(URL)
    /// An image's encoded bytes (PNG, JPEG …), as dropped or read from a local file.
    case imageData(Data)

    /// The image's bytes, when the document holds them.
    public var imageData: Data? {
      if case .imageData(let data) = self { data } else { nil }
    }

    private enum CodingKeys: String, CodingKey { case url, imageData }

    // One key names the kind, so the JSON reads `{"url": "https://…"}` or `{"imageData": "<base64>"}`.
    public init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let url = try container.decodeIfPresent(URL.self, forKey: .url) {
        self = .url(url)
      } else if let data = try container.decodeIfPresent(Data.self, forKey: .imageData) {
        self = .imageData(data)
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "the background is neither a URL nor an image"))
      }
    }

    public func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .url(let url): try container.encode(url, forKey: .url)
      case .imageData(let data): try container.encode(data, forKey: .imageData)
      }
    }
  }
}
