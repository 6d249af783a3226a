import Easel
import Foundation

/// The questions the learner flagged as looking wrong, with their notes, to copy or export as text.
struct FlaggedQuestionsView: View {
  @EnvironmentObject private var model: ParstaModel
  @Environment(\.clipboard) private var clipboard
  @Environment(\.locale) private var locale
  @State private var flags: [QuestionFlag] = []
  @State private var isExporting = false
  @State private var exportResult: LocalizedStringKey?

  var body: some View {
    SettingsPage(title: "Flagged questions") {
      if flags.isEmpty {
        PageParagraph(
          heading: "No flags",
          text: "When a quiz question looks wrong, flag it with a note from the quiz. Your flags are listed here.")
      } else {
        HStack(spacing: 10) {
          Button("Copy all") { clipboard?.write(report) }
            .buttonStyle(.bordered)
          Button("Export…") { isExporting = true }
            .buttonStyle(.borderedProminent)
            .tint(.parsta)
        }
        if let exportResult {
          Text(exportResult)
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        ForEach(flags) { flag in
          flagCard(flag)
        }
      }
    }
    .onAppear(perform: reload)
    .fileExporter(
      isPresented: $isExporting, item: report, contentTypes: [.plainText], defaultFilename: "parsta-flags.txt",
      onCompletion: { result in
        switch result {
        case .success(let url): exportResult = "Saved to \(url.path)"
        case .failure(let error): exportResult = "Could not save: \(error.localizedDescription)"
        }
      })
  }

  private func flagCard(_ flag: QuestionFlag) -> some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Text(verbatim: flag.questionID)
          .font(.caption.monospaced())
          .foregroundStyle(Color.parsta)
        Spacer()
        Button {
          model.change { try $0.removeFlag(id: flag.id) }
          reload()
        } label: {
          Image(systemName: "trash")
            .foregroundStyle(Color.parstaGray)
        }
        .buttonStyle(.plain)
      }
      if let question = model.store?.content.question(id: flag.questionID) {
        Text(verbatim: question.prompt(locale))
          .font(.subheadline.weight(.medium))
          .fixedSize(horizontal: false, vertical: true)
      }
      Text(verbatim: flag.note)
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
    }
    .parstaCard()
  }

  private func reload() { flags = (try? model.store?.flags()) ?? [] }

  /// The flags as plain text, one block per flag, for the question's authors.
  private var report: String {
    FlagReport.text(for: flags, content: model.store?.content)
  }
}
