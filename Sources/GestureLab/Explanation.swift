/// What a scenario page teaches, in English and in Korean, shown side by side.
public struct Explanation: Sendable {
  /// The explanation in English.
  public let english: String
  /// The same explanation in Korean, in the tone of the study notes Gesture Lab is built on.
  public let korean: String

  /// An explanation in both languages.
  public init(english: String, korean: String) { (self.english, self.korean) = (english, korean) }
}
