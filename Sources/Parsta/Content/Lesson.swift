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

    public init(heading: LocalizedText, body: LocalizedText, code: String? = nil, runnable: Bool? = nil) {
      (self.heading, self.body, self.code, self.runnable) = (heading, body, code, runnable)
    }
  }

  /// Where the lesson's material comes from.
  public enum Source: String, Codable, Sendable {
    /// Material The Swift Programming Language covers (CC BY 4.0), explained in our own words.
    case tspl
    /// The team's own study notes, the brief of the app.
    case brief
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
