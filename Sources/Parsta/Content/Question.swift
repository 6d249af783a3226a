import Foundation

/// A quiz question: a prompt, perhaps code, its choices with why each is right or wrong, and the answer.
public struct Question: Codable, Hashable, Identifiable, Sendable {
  /// How the question is asked.
  public enum Kind: String, Codable, Sendable {
    /// Four choices, one right.
    case choice
    /// True or false.
    case trueFalse
    /// "What does this print?": the code runs, and the right choice is its output.
    case output
  }

  /// One answer to choose.
  public struct Choice: Codable, Hashable, Sendable {
    /// The answer's text.
    public var text: LocalizedText
    /// Why this choice is right, or the misconception behind it.
    public var why: LocalizedText

    public init(text: LocalizedText, why: LocalizedText) { (self.text, self.why) = (text, why) }
  }

  public var id: String
  public var topic: Topic
  /// 1 (easy) to 3 (hard).
  public var difficulty: Int
  public var kind: Kind
  public var prompt: LocalizedText
  /// Code the prompt asks about; always present for ``Kind/output``.
  public var code: String?
  /// What the compiler says of ``code`` (or of the claim's own program), for questions that are not run; the content
  /// check holds the question to it.
  public var check: CodeCheck?
  /// The earliest Swift whose behaviour the question describes ("6.0"), when it is newer than Swift 5.9.
  public var swiftVersion: String?
  public var choices: [Choice]
  /// The index of the right choice.
  public var answer: Int
  public var explanation: LocalizedText
  public var reference: BookReference

  public init(
    id: String, topic: Topic, difficulty: Int, kind: Kind, prompt: LocalizedText, code: String? = nil,
    choices: [Choice], answer: Int, explanation: LocalizedText, reference: BookReference, check: CodeCheck? = nil,
    swiftVersion: String? = nil
  ) {
    (self.id, self.topic, self.difficulty, self.kind, self.prompt, self.code) = (
      id, topic, difficulty, kind, prompt, code
    )
    (self.choices, self.answer, self.explanation, self.reference) = (choices, answer, explanation, reference)
    (self.check, self.swiftVersion) = (check, swiftVersion)
  }

  /// The badge a question that needs a recent Swift shows: "Swift 6" for "6.0", "Swift 6.2" for "6.2".
  public var swiftBadge: String? {
    guard let swiftVersion else { return nil }
    return "Swift " + (swiftVersion.hasSuffix(".0") ? String(swiftVersion.dropLast(2)) : swiftVersion)
  }
}
