import Easel
import Foundation

/// One lesson of the study library: its sections with their code samples, where it comes from, and the button
/// that finishes it, which gives its experience the first time.
public struct LessonView: View {
  let lesson: Lesson

  @EnvironmentObject private var model: ParstaModel
  @Environment(\.locale) private var locale
  /// The experience this visit's finish gave, once the reader finished.
  @State private var awarded: Int?

  /// The view of `lesson`.
  public init(lesson: Lesson) { self.lesson = lesson }

  public var body: some View {
    VStack(spacing: 0) {
      HStack {
        ParstaBackButton()
        Spacer()
      }
      .padding(.horizontal, 20)
      .padding(.vertical, 8)

      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          header
          ForEach(Array(lesson.sections.enumerated()), id: \.offset) { _, section in
            sectionView(section)
          }
          referenceCard
          finish
        }
        .frame(width: 350, alignment: .leading)
        .padding(.bottom, 24)
        .frame(maxWidth: .infinity)
      }
    }
    .background(Color.parstaBackground)
    .navigationBarHidden(true)
  }

  private var header: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 6) {
        Text(verbatim: lesson.topic.title(locale).uppercased())
          .font(.caption.weight(.bold))
          .foregroundStyle(Color.parsta)
        Text(verbatim: "·").font(.caption).foregroundStyle(.secondary)
        Image(systemName: "clock").font(.system(size: 11)).foregroundStyle(.secondary)
        Text("\(lesson.minutes) min").font(.caption).foregroundStyle(.secondary)
      }
      Text(verbatim: lesson.title(locale))
        .font(.title.bold())
      Text(verbatim: lesson.summary(locale))
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  private func sectionView(_ section: Lesson.Section) -> some View {
    VStack(alignment: .leading, spacing: 10) {
      Text(verbatim: section.heading(locale))
        .font(.title3.bold())
      ForEach(Array(paragraphs(of: section).enumerated()), id: \.offset) { _, paragraph in
        Text(verbatim: paragraph)
          .font(.body)
          .lineSpacing(3)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
      if let code = section.code {
        CodeSampleView(code: code, runnable: section.runnable == true)
      }
    }
    .parstaCard(padding: 16)
  }

  private func paragraphs(of section: Lesson.Section) -> [String] {
    section.body(locale).components(separatedBy: "\n\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  private var referenceCard: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 6) {
        Image(systemName: "book").font(.system(size: 14)).foregroundStyle(Color.parsta)
        Text("Reference").font(.headline)
      }
      Link(destination: lesson.reference.url) {
        Text(verbatim: lesson.reference.citation)
          .underline()
          .font(.subheadline)
          .foregroundStyle(Color.parsta)
          .multilineTextAlignment(.leading)
      }
      if lesson.source == .tspl {
        Text(
          "This lesson draws on The Swift Programming Language by Apple Inc., licensed under CC BY 4.0, explained in our own words."
        )
        .font(.caption)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    .parstaCard(padding: 16)
  }

  @ViewBuilder private var finish: some View {
    let alreadyRead = (try? model.store?.readLessonIDs().contains(lesson.id)) ?? false
    HStack {
      Spacer()
      if let awarded, awarded > 0 {
        Label {
          Text("+\(awarded) XP")
        } icon: {
          Image(systemName: "checkmark.circle.fill")
        }
        .font(.headline)
        .foregroundStyle(Color.parsta)
      } else if alreadyRead || awarded != nil {
        Label {
          Text("Read")
        } icon: {
          Image(systemName: "checkmark.circle.fill")
        }
        .font(.headline)
        .foregroundStyle(Color.parstaGray)
      } else {
        Button {
          finishLesson()
        } label: {
          Text("Finish lesson")
            .font(.headline)
            .foregroundStyle(Color.white)
            .frame(width: 220, height: 44)
            .background(Color.parsta, in: RoundedRectangle(cornerRadius: 10))
        }
        .buttonStyle(.plain)
      }
      Spacer()
    }
    .padding(.top, 4)
  }

  private func finishLesson() {
    let id = lesson.id
    let (today, now) = (model.today, model.environment.now())
    // A failed save keeps the button: the model shows the storage notice, and the reader can try again.
    if let given = model.change({ try $0.markLessonRead(id, on: today, at: now) }) { awarded = given }
  }
}
