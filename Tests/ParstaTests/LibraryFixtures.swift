import Easel
import EaselTesting
import Foundation

@testable import Parsta

/// A small library of lessons, written for the tests, and a model holding it in a folder of its own.
enum LibraryFixtures {
  static let optionals = Lesson(
    id: "optionals", topic: .optionals, order: 2,
    title: LocalizedText(en: "Optionals", ko: "옵셔널"),
    summary: LocalizedText(
      en: "Values that may be missing, and the safe ways to unwrap them.",
      ko: "없을 수도 있는 값과, 그 값을 안전하게 꺼내는 방법."),
    minutes: 6,
    sections: [
      Lesson.Section(
        heading: LocalizedText(en: "A value or nothing", ko: "값이 있거나, 없거나"),
        body: LocalizedText(
          en: "An optional holds either a value or nil. The type says so: Int? is an Int that may be missing.\n\n"
            + "Swift makes you handle the missing case before you use the value.",
          ko: "옵셔널은 값을 담고 있거나 nil입니다. 타입이 이를 드러냅니다. Int?는 없을 수도 있는 Int입니다.\n\n"
            + "Swift는 값을 쓰기 전에 값이 없는 경우를 먼저 처리하게 합니다."),
        code: "let input = \"42\"\nlet number: Int? = Int(input)\nprint(number ?? 0)", runnable: true),
      Lesson.Section(
        heading: LocalizedText(en: "Unwrapping with guard", ko: "guard로 꺼내기"),
        body: LocalizedText(
          en: "guard let unwraps a value and leaves the function early when it is missing.",
          ko: "guard let은 값을 꺼내고, 값이 없으면 함수를 일찍 끝냅니다."),
        code:
          "func greet(_ name: String?) {\n  guard let name else { return }\n  print(\"Hello, \\(name)!\") // greets\n}\ngreet(\"Ada\")",
        runnable: true),
    ],
    reference: BookReference(book: .tspl, chapter: "The Basics"), source: .tspl)

  static let closures = Lesson(
    id: "closures", topic: .closures, order: 5,
    title: LocalizedText(en: "Closures", ko: "클로저"),
    summary: LocalizedText(
      en: "Functions without a name that capture the values around them.",
      ko: "이름 없이 주변의 값을 캡처하는 함수."),
    minutes: 7,
    sections: [
      Lesson.Section(
        heading: LocalizedText(en: "Trailing closures", ko: "후행 클로저"),
        body: LocalizedText(
          en: "When a closure is the last argument, it can follow the parentheses.",
          ko: "클로저가 마지막 인자라면 괄호 뒤에 쓸 수 있습니다."),
        code: "let doubled = [1, 2, 3].map { $0 * 2 }\nprint(doubled)", runnable: true)
    ],
    reference: BookReference(book: .tspl, chapter: "Closures"), source: .tspl)

  static let state = Lesson(
    id: "state", topic: .state, order: 9,
    title: LocalizedText(en: "State and Binding", ko: "State와 Binding"),
    summary: LocalizedText(
      en: "How a view keeps its own values and shares them with its children.",
      ko: "뷰가 자신의 값을 간직하고 자식 뷰와 나누는 방법."),
    minutes: 8,
    sections: [
      Lesson.Section(
        heading: LocalizedText(en: "A counter", ko: "카운터"),
        body: LocalizedText(
          en: "@State keeps a value alive across body evaluations; changing it redraws the view.",
          ko: "@State는 body가 다시 계산되어도 값을 유지하고, 값이 바뀌면 뷰를 다시 그립니다."),
        code:
          "struct CounterView: View {\n  @State private var count = 0\n\n  var body: some View {\n    Button(\"Count: \\(count)\") { count += 1 }\n  }\n}",
        runnable: false)
    ],
    reference: BookReference(book: .swiftui, chapter: "State"), source: .brief)

  static let lessons = [optionals, closures, state]

  /// The optionals lesson with only its first section, short enough to show whole.
  static var optionalsShort: Lesson {
    var lesson = optionals
    lesson.sections = [lesson.sections[0]]
    return lesson
  }

  /// A lesson whose sample runs forever, to be stopped.
  static let forever = Lesson(
    id: "forever", topic: .controlFlow, order: 1,
    title: LocalizedText(en: "Loops", ko: "반복문"),
    summary: LocalizedText(en: "A loop that never ends.", ko: "끝나지 않는 반복문."), minutes: 1,
    sections: [
      Lesson.Section(
        heading: LocalizedText(en: "Forever", ko: "영원히"),
        body: LocalizedText(en: "This loop never ends.", ko: "이 반복문은 끝나지 않습니다."),
        code: "var n = 0\nwhile true { n &+= 1 }", runnable: true)
    ],
    reference: BookReference(book: .tspl, chapter: "Control Flow"), source: .tspl)

  /// A model with `lessons`, its store in a fresh folder, its clock fixed, `swift` looked up on `searchPath`.
  @MainActor
  static func model(lessons: [Lesson] = lessons, searchPath: String = "") throws -> ParstaModel {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parsta-library-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let date = Date(timeIntervalSince1970: 1_796_120_000)
    let model = ParstaModel(
      environment: ParstaEnvironment(dataFolder: folder, now: { date }, searchPath: searchPath))
    model.openNow(content: ContentLibrary(questions: [], lessons: lessons))
    return model
  }

  /// The search path of this process, where the test machine's toolchain is.
  static var processSearchPath: String { ProcessInfo.processInfo.environment["PATH"] ?? "" }

  /// Whether a `swift` toolchain can run samples here.
  static var hasToolchain: Bool { SnippetRunner.findExecutable("swift", in: processSearchPath) != nil }

  static let korean = Locale(identifier: "ko_KR")
  static let english = Locale(identifier: "en_US")

  /// `view` in a navigation stack, with the model and language the app gives it.
  @MainActor
  static func host<V: View>(
    _ view: V, model: ParstaModel, locale: Locale = english, colorScheme: ColorScheme = .light,
    timeout: TimeInterval = 10
  ) -> ViewHost {
    ViewHost(
      NavigationStack { view }
        .environmentObject(model)
        .environment(\.locale, locale)
        .environment(\.snippetTimeout, timeout),
      size: CGSize(width: 390, height: 780), colorScheme: colorScheme)
  }

  static var referenceImages: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceImages")
  }
}
