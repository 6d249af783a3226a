import Foundation

/// A lesson of the study library: sections of explanation, each perhaps with a code sample.
public struct Lesson: Codable, Hashable, Identifiable, Sendable {
  /// A part of a lesson.
  public struct Section: Codable, Hashable, Sendable {
    public var heading: LocalizedText
    /// Paragraphs separated by blank lines.
    public var body: LocalizedText
    /// A Swift sample.
    public var code: String?
    /// Whether the sample is a complete script that prints something, so it can be run.
    public var runnable: Bool?
    /// What the compiler says of a sample that is not run; `nil`: it compiles in both language modes.
    public var check: CodeCheck?

    public init(
      heading: LocalizedText, body: LocalizedText, code: String? = nil, runnable: Bool? = nil, check: CodeCheck? = nil
    ) {
      (self.heading, self.body, self.code, self.runnable, self.check) = (heading, body, code, runnable, check)
    }
  }

  /// Where the lesson's material comes from.
  public enum Source: String, Codable, Sendable {
    /// Material The Swift Programming Language covers (CC BY 4.0), explained in our own words.
    case tspl
    /// The team's own study notes, the brief of the app.
    case brief
    /// Apple's documentation of a framework (SwiftUI's views, state, layout), explained in our own words.
    case documentation
  }

  public var id: String
  public var topic: Topic
  /// The lesson's place in the library.
  public var order: Int
  public var title: LocalizedText
  public var summary: LocalizedText
  /// The estimated reading time.
  public var minutes: Int
  public var sections: [Section]
  public var reference: BookReference
  public var source: Source
}
