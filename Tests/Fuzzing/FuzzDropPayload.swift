import Easel
import Foundation

/// What a fuzzed drop carries: text (emoji or any size), links, files, images good and bad, as other applications
/// offer them.
public enum FuzzDropPayload: Int, CaseIterable, Sendable {
  case text, emoji, webLink, missingFile, imageData, corruptImageData, empty

  /// Providers offering this payload, `size` long where a size means something.
  public func providers(size: Int) -> [NSItemProvider] {
    switch self {
    case .text: [NSItemProvider(object: String(repeating: "lorem ipsum ", count: max(1, size / 12)))]
    case .emoji: [NSItemProvider(object: String(repeating: "🦖", count: max(1, min(size, 64))))]
    case .webLink: [NSItemProvider(object: URL(string: "http://127.0.0.1:9/\(size).png")!)]
    case .missingFile: [NSItemProvider(object: URL(fileURLWithPath: "/nonexistent/\(size).png"))]
    case .imageData:
      [NSItemProvider(item: FuzzFixtures.tinyPNG as NSData, typeIdentifier: "public.png")]
    case .corruptImageData:
      [
        NSItemProvider(
          item: Data(FuzzFixtures.tinyPNG.prefix(max(1, size % 60))) as NSData, typeIdentifier: "public.png")
      ]
    case .empty: [NSItemProvider()]
    }
  }
}
