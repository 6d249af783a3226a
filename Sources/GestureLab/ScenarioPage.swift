import Easel

/// The frame of a scenario page: its live examples with the arbitration panel beside them, the timeline of the latest
/// touch below, and what it teaches in English and Korean.
struct ScenarioPage<Examples: View>: View {
  let title: String
  let explanation: Explanation
  let log: ArbitrationLog
  @ViewBuilder let examples: () -> Examples

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(title).font(.title2).bold()
      HStack(alignment: .top, spacing: 12) {
        HStack(spacing: 12) { examples() }
          .onGestureArbitration { log.record($0) }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        ArbitrationPanel(log: log).frame(width: 300)
      }
      .frame(height: 258)
      PhaseTimelineView(log: log).frame(height: 214)
      HStack(alignment: .top, spacing: 12) {
        paragraph("English", explanation.english)
        paragraph("한국어", explanation.korean)
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func paragraph(_ language: String, _ text: String) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(language).font(.caption2).bold().foregroundStyle(.secondary).frame(height: 14)
      Text(text).font(.footnote).fixedSize(horizontal: false, vertical: true)
    }
    .frame(maxWidth: .infinity, alignment: .topLeading)
  }
}
