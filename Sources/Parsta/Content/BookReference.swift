import Foundation

/// Where a lesson or question draws on: a chapter of The Swift Programming Language, or a SwiftUI documentation page.
public struct BookReference: Codable, Hashable, Sendable {
  /// The book.
  public enum Book: String, Codable, Sendable {
    /// The Swift Programming Language (CC BY 4.0).
    case tspl
    /// Apple's SwiftUI documentation.
    case swiftui
  }

  /// The book.
  public var book: Book
  /// The chapter or page title.
  public var chapter: String

  /// A reference to `chapter` of `book`.
  public init(book: Book, chapter: String) { (self.book, self.chapter) = (book, chapter) }

  /// The chapter's page on the web.
  public var url: URL {
    switch book {
    case .tspl:
      let slug = chapter.lowercased().filter { $0.isLetter || $0.isNumber }
      return URL(string: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/\(slug)/")!
    case .swiftui:
      // Apple's paths: types and articles by their lowercased, hyphenated title; view modifiers under `view/`.
      var slug = chapter.lowercased().replacingOccurrences(of: " ", with: "-")
      if slug.hasPrefix("on"), slug.contains("(") { slug = "view/" + slug }
      let path = slug.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? slug
      return URL(string: "https://developer.apple.com/documentation/swiftui/\(path)")!
    }
  }

  /// The citation shown under a lesson or an explanation.
  public var citation: String {
    switch book {
    case .tspl: "The Swift Programming Language — \(chapter)"
    case .swiftui: "SwiftUI — \(chapter)"
    }
  }
}
