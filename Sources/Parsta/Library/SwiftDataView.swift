import Easel
import Foundation

/// The study library (the team's "Swift Data" screen): every lesson from the basics to SwiftUI as a card, with a
/// search over what the lessons say and a mark on the lessons read. A card opens its ``LessonView``.
///
/// Home pushes it inside its `NavigationStack`; it hides the bar and shows the team's back button instead.
public struct SwiftDataView: View {
  @EnvironmentObject private var model: ParstaModel
  @Environment(\.locale) private var locale
  @State private var query = ""

  public init() {}

  public var body: some View {
    let lessons = model.store?.content.lessons ?? []
    let language: LanguageSetting = locale.language.languageCode?.identifier == "ko" ? .korean : .english
    let found = LessonSearch.filter(lessons, query: query, language: language)
    let read = (try? model.store?.readLessonIDs()) ?? []
    VStack(spacing: 0) {
      HStack {
        ParstaBackButton()
        Spacer()
      }
      .padding(.horizontal, 20)
      .padding(.vertical, 8)

      VStack(alignment: .leading, spacing: 12) {
        HStack(alignment: .firstTextBaseline) {
          Text("Swift Data").font(.largeTitle.bold())
          Spacer()
          if !lessons.isEmpty {
            Text("\(lessons.filter { read.contains($0.id) }.count) of \(lessons.count) read")
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
        searchField
      }
      .frame(width: 350)
      .padding(.bottom, 12)

      ScrollView {
        LazyVStack(alignment: .leading, spacing: 10) {
          if found.isEmpty {
            emptyState(hasLessons: !lessons.isEmpty)
          }
          ForEach(LibraryPart.allCases, id: \.self) { part in
            let inPart = found.filter { LibraryPart(topic: $0.topic) == part }
            if !inPart.isEmpty {
              Text(part.title)
                .font(.headline)
                .foregroundStyle(.secondary)
                .padding(.top, part == LibraryPart.allCases.first ? 0 : 10)
                // Easel centres a ForEach element of several views in a LazyVStack, whatever its alignment.
                .frame(maxWidth: .infinity, alignment: .leading)
              ForEach(inPart) { lesson in
                NavigationLink(destination: LessonView(lesson: lesson)) {
                  LessonCard(lesson: lesson, isRead: read.contains(lesson.id))
                }
                .buttonStyle(.plain)
              }
            }
          }
        }
        .frame(width: 350, alignment: .leading)
        .padding(.bottom, 24)
        .frame(maxWidth: .infinity)
      }
    }
    .background(Color.parstaBackground)
    .navigationBarHidden(true)
  }

  private var searchField: some View {
    HStack(spacing: 8) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color.parstaGray)
      TextField("Search lessons", text: $query)
        .textFieldStyle(.plain)
      if !query.isEmpty {
        Button {
          query = ""
        } label: {
          Image(systemName: "xmark.circle.fill").foregroundStyle(Color.parstaGray)
        }
        .buttonStyle(.plain)
      }
    }
    .padding(.horizontal, 12)
    .frame(height: 40)
    .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 12))
  }

  private func emptyState(hasLessons: Bool) -> some View {
    VStack(spacing: 8) {
      Image(systemName: "magnifyingglass").font(.system(size: 30)).foregroundStyle(Color.parstaGray)
      if hasLessons {
        Text("No lessons match “\(query)”")
          .font(.headline)
          .multilineTextAlignment(.center)
        Text("Try a different word.")
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      } else {
        Text("No lessons yet").font(.headline)
      }
    }
    .padding(24)
    .frame(maxWidth: .infinity)
    .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 14))
  }
}

/// The library's two parts: the Swift language, then SwiftUI.
enum LibraryPart: CaseIterable, Hashable {
  case swift
  case swiftUI

  init(topic: Topic) {
    switch topic {
    case .swiftuiViews, .state, .gestures, .animation, .persistence, .navigation: self = .swiftUI
    default: self = .swift
    }
  }

  var title: LocalizedStringKey {
    switch self {
    case .swift: "The Swift Language"
    case .swiftUI: "SwiftUI"
    }
  }
}

/// A lesson in the library: its topic and reading time, title, summary, and whether it was read.
struct LessonCard: View {
  let lesson: Lesson
  let isRead: Bool

  @Environment(\.locale) private var locale

  var body: some View {
    HStack(alignment: .center, spacing: 12) {
      Text(verbatim: "\(lesson.order)")
        .font(.system(size: 15, weight: .bold, design: .rounded))
        .foregroundStyle(isRead ? Color.white : Color.parsta)
        .frame(width: 34, height: 34)
        .background(isRead ? Color.parsta : Color.parsta.opacity(0.12), in: Circle())
      // The stack's 12 points follow the number only: a spacer in it would take them on both sides too, leaving
      // the summary less room than the card has.
      HStack(spacing: 0) {
        VStack(alignment: .leading, spacing: 4) {
          HStack(spacing: 6) {
            Text(verbatim: lesson.topic.title(locale).uppercased())
              .font(.caption2.weight(.bold))
              .foregroundStyle(Color.parsta)
            Text(verbatim: "·").font(.caption2).foregroundStyle(.secondary)
            Text("\(lesson.minutes) min").font(.caption2).foregroundStyle(.secondary)
          }
          Text(verbatim: lesson.title(locale))
            .font(.headline)
            .foregroundStyle(.primary)
            .multilineTextAlignment(.leading)
          Text(verbatim: lesson.summary(locale))
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .lineLimit(2)
            .multilineTextAlignment(.leading)
        }
        Spacer(minLength: 0)
        if isRead {
          Image(systemName: "checkmark.circle.fill")
            .font(.system(size: 20))
            .foregroundStyle(Color.parsta)
        } else {
          Image(systemName: "chevron.forward")
            .font(.system(size: 14))
            .foregroundStyle(Color.parstaGray)
        }
      }
    }
    .padding(14)
    .frame(width: 350, alignment: .leading)
    .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 14))
    .contentShape(RoundedRectangle(cornerRadius: 14))
  }
}
