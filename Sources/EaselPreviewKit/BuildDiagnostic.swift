import Foundation

/// A compiler's error or warning at a place in a file, read from a build's output.
public struct BuildDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  /// `error` or `warning`.
  public var severity: String
  public var message: String

  public var description: String { "\(path):\(line):\(column): \(severity): \(message)" }

  /// The errors in `log`, the output of `swift build` or `swiftc`, each once, in order.
  public static func errors(in log: String) -> [BuildDiagnostic] {
    var seen = Set<BuildDiagnostic>()
    return log.split(whereSeparator: \.isNewline).compactMap { parse(String($0)) }
      .filter { $0.severity == "error" && seen.insert($0).inserted }
  }

  /// `/path/File.swift:12:5: error: message`, or `nil` for any other line.
  static func parse(_ line: String) -> BuildDiagnostic? {
    for severity in ["error", "warning"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
        continue
      }
      let path = place.dropLast(2).joined(separator: ":")
      guard path.hasPrefix("/") else { continue }
      return BuildDiagnostic(
        path: path, line: row, column: column, severity: severity, message: String(line[marker.upperBound...]))
    }
    return nil
  }
}
