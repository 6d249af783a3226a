/// What the content check looked at, and what it found: the counts it prints and the findings that fail it.
public struct ContentReport: Sendable, CustomStringConvertible {
  /// Lines of what was checked, in order: "220 questions: structure, both languages, references".
  public var checked: [String] = []
  /// Everything found wrong.
  public var findings: [ContentFinding] = []

  /// An empty report.
  public init() {}

  /// Whether nothing was found wrong.
  public var passed: Bool { findings.isEmpty }

  /// Adds `other`'s lines and findings after this report's.
  public mutating func append(_ other: ContentReport) {
    checked += other.checked
    findings += other.findings
  }

  public var description: String {
    let lines = checked.map { "checked: \($0)" } + findings.map { "FAILED \($0)" }
    return (lines + [passed ? "content check passed" : "content check failed: \(findings.count) findings"])
      .joined(separator: "\n")
  }
}
