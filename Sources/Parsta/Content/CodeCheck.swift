/// What the Swift compiler says of a question's or a lesson's code, as the content claims it: the content check
/// (`make content-check`) compiles the code in each language mode and holds the claim to it.
public struct CodeCheck: Codable, Hashable, Sendable {
  /// What the compiler does with the code.
  public enum Expectation: String, Codable, Sendable {
    /// It compiles in the claim's modes, and is refused in the others.
    case compiles
    /// It is refused in the claim's modes, and compiles in the others.
    case refused
    /// It is SwiftUI code, which exists only on Apple's systems: reviewed against Apple's documentation instead.
    case swiftui
  }

  /// What the compiler does with the code.
  public var expect: Expectation
  /// The Swift language modes (5, 6) in which ``expect`` holds; the opposite holds in the others. `nil`: both.
  public var modes: [Int]?
  /// A fragment of the compiler's error, for code the claim says is refused.
  public var diagnostic: String?
  /// Code the learner does not see, compiled before the shown code: the declarations a fragment relies on, or, for a
  /// question without code, the whole program that shows its claim.
  public var prelude: String?

  /// A claim about code.
  public init(expect: Expectation, modes: [Int]? = nil, diagnostic: String? = nil, prelude: String? = nil) {
    (self.expect, self.modes, self.diagnostic, self.prelude) = (expect, modes, diagnostic, prelude)
  }

  /// The language modes the content check compiles in.
  public static let languageModes = [5, 6]

  /// Whether the claim says the code compiles in language mode `mode`; `nil` for SwiftUI code, which is not compiled.
  public func compiles(inMode mode: Int) -> Bool? {
    let listed = (modes ?? Self.languageModes).contains(mode)
    switch expect {
    case .compiles: return listed
    case .refused: return !listed
    case .swiftui: return nil
    }
  }

  /// The program compiled for `code`: the prelude, then the code.
  public func program(for code: String?) -> String {
    [prelude, code].compactMap { $0 }.joined(separator: "\n")
  }
}
