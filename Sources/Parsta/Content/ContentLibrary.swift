import Foundation

/// The lessons and questions the app ships with, read from its resource files.
public struct ContentLibrary: Sendable {
  /// Every quiz question.
  public let questions: [Question]
  /// The study library, in reading order.
  public let lessons: [Lesson]
  /// A fingerprint of the content, so that the database copies the questions only when they changed.
  public let digest: String

  private let questionsByID: [String: Question]

  /// Content from values, for tests and tools.
  public init(questions: [Question], lessons: [Lesson], digest: String? = nil) {
    self.questions = questions
    self.lessons = lessons.sorted { $0.order < $1.order }
    questionsByID = Dictionary(questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.digest =
      digest
      ?? {
        var fingerprint = Fingerprint()
        fingerprint.add(Data((questions.map(\.id) + lessons.map(\.id)).joined(separator: ",").utf8))
        return fingerprint.value
      }()
  }

  /// The question with `id`.
  public func question(id: String) -> Question? { questionsByID[id] }

  /// The content bundled with the app: every `questions-*.json` and `lessons.json` of its resources.
  ///
  /// - Throws: The decoding error of a malformed file, naming the file.
  public static func bundled(bundle: Bundle? = nil) throws -> ContentLibrary {
    let folder = (bundle ?? .module).resourceURL ?? (bundle ?? .module).bundleURL
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    var questions: [Question] = []
    var lessons: [Lesson] = []
    var fingerprint = Fingerprint()
    for file in files {
      let name = file.lastPathComponent
      guard name.hasPrefix("questions-") || name == "lessons.json" else { continue }
      let data = try Data(contentsOf: file)
      fingerprint.add(data)
      do {
        if name == "lessons.json" {
          lessons += try JSONDecoder().decode([Lesson].self, from: data)
        } else {
          questions += try JSONDecoder().decode([Question].self, from: data)
        }
      } catch {
        throw ContentError.malformed(file: name, reason: String(describing: error))
      }
    }
    return ContentLibrary(questions: questions, lessons: lessons, digest: fingerprint.value)
  }
}

/// A bundled content file that cannot be read.
public enum ContentError: Error, CustomStringConvertible {
  case malformed(file: String, reason: String)

  public var description: String {
    switch self {
    case .malformed(let file, let reason): "\(file) is malformed: \(reason)"
    }
  }
}

/// FNV-1a over bytes: stable across runs, unlike `Hasher`.
struct Fingerprint {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
  }

  var value: String { String(hash, radix: 16) }
}
