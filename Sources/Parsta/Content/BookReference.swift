import Foundation

/// Where a lesson or question draws on: a chapter of The Swift Programming Language, or a page of Apple's
/// documentation of a framework.
public struct BookReference: Codable, Hashable, Sendable {
  /// The book, or the framework whose documentation the page belongs to.
  public enum Book: String, Codable, Sendable, CaseIterable {
    /// The Swift Programming Language (CC BY 4.0).
    case tspl
    /// Apple's SwiftUI documentation.
    case swiftui
    /// Apple's Foundation documentation (`JSONEncoder`, `UserDefaults`…).
    case foundation
    /// Apple's Observation documentation (`@Observable`).
    case observation
    /// Apple's Combine documentation (`ObservableObject`, `@Published`).
    case combine
    /// Apple's documentation of the Swift standard library.
    case swift

    /// The book's or framework's name, as citations show it.
    public var title: String {
      switch self {
      case .tspl: "The Swift Programming Language"
      case .swiftui: "SwiftUI"
      case .foundation: "Foundation"
      case .observation: "Observation"
      case .combine: "Combine"
      case .swift: "Swift Standard Library"
      }
    }
  }

  /// The book.
  public var book: Book
  /// For The Swift Programming Language, the chapter's title ("Optional Chaining"). For a framework, the page's path
  /// in Apple's documentation with its capitals: a type (`DragGesture`), a member after its type
  /// (`View/animation(_:value:)`), a function or macro (`withAnimation(_:_:)`), or an article's title
  /// ("Drag and drop").
  public var chapter: String

  /// A reference to `chapter` of `book`.
  public init(book: Book, chapter: String) { (self.book, self.chapter) = (book, chapter) }

  /// The chapter's page on the web.
  public var url: URL {
    switch book {
    case .tspl:
      // A chapter the book does not have (the content check refuses it) gets the path its title's letters would.
      let slug = SwiftBookContents.chapters[chapter] ?? chapter.lowercased().filter { $0.isLetter || $0.isNumber }
      return URL(string: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/\(slug)/")!
    case .swiftui, .foundation, .observation, .combine, .swift:
      // Apple's paths: the symbol's path, lowercased, with an article's spaces as hyphens. Colons stay as they are
      // (Foundation's path set encodes one in a first segment, which Apple's addresses never do).
      let slug = chapter.lowercased().replacingOccurrences(of: " ", with: "-")
      let path = slug.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? slug
      return URL(string: "https://developer.apple.com/documentation/\(book.rawValue)/\(path)")!
    }
  }

  /// The characters a documentation path keeps as they are: RFC 3986's unreserved and sub-delimiters, `:`, `@` and `/`.
  private static let pathCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~/()!$&'*+,;=:@"))

  /// The citation shown under a lesson or an explanation: a member as `View.animation(_:value:)`.
  public var citation: String {
    "\(book.title) — \(chapter.replacingOccurrences(of: "/", with: "."))"
  }
}
