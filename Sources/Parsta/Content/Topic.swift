import Foundation

/// A subject of the lessons and questions, from the basics to SwiftUI.
public enum Topic: String, CaseIterable, Codable, Sendable {
  case basics, optionals, collections, controlFlow, functions, closures, structs, classes, enums, protocols
  case generics, errors, concurrency, swiftuiViews, state, gestures, animation, persistence, navigation

  /// The topic's name.
  public var title: LocalizedText {
    switch self {
    case .basics: LocalizedText(en: "Basics", ko: "기초")
    case .optionals: LocalizedText(en: "Optionals", ko: "옵셔널")
    case .collections: LocalizedText(en: "Collections", ko: "컬렉션")
    case .controlFlow: LocalizedText(en: "Control flow", ko: "제어 흐름")
    case .functions: LocalizedText(en: "Functions", ko: "함수")
    case .closures: LocalizedText(en: "Closures", ko: "클로저")
    case .structs: LocalizedText(en: "Structures", ko: "구조체")
    case .classes: LocalizedText(en: "Classes", ko: "클래스")
    case .enums: LocalizedText(en: "Enumerations", ko: "열거형")
    case .protocols: LocalizedText(en: "Protocols", ko: "프로토콜")
    case .generics: LocalizedText(en: "Generics", ko: "제네릭")
    case .errors: LocalizedText(en: "Error handling", ko: "오류 처리")
    case .concurrency: LocalizedText(en: "Concurrency", ko: "동시성")
    case .swiftuiViews: LocalizedText(en: "SwiftUI views", ko: "SwiftUI 뷰")
    case .state: LocalizedText(en: "State and bindings", ko: "상태와 바인딩")
    case .gestures: LocalizedText(en: "Gestures", ko: "제스처")
    case .animation: LocalizedText(en: "Animation", ko: "애니메이션")
    case .persistence: LocalizedText(en: "Saving data", ko: "데이터 저장")
    case .navigation: LocalizedText(en: "Navigation", ko: "내비게이션")
    }
  }
}
