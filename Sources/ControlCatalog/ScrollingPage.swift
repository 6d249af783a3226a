import Easel
import Foundation

/// A scroll view bound to a `ScrollPosition` with its phase and offset shown, a carousel of cards with a scroll
/// transition, and a refreshable list (F5 or Ctrl+R, or its button).
struct ScrollingPage: View {
  @State private var position = ScrollPosition(idType: Int.self)
  @State private var phase = ScrollPhase.idle
  @State private var offset: CGFloat = 0
  @State private var refreshes = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      positionGroup
      transitionGroup
      refreshGroup
    }
  }

  private var positionGroup: some View {
    CatalogGroup("Scroll position, phase and geometry") {
      HStack(spacing: 8) {
        Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
        Button("Row 25") { withAnimation { position.scrollTo(id: 25) } }
        Button("Bottom") { withAnimation { position.scrollTo(edge: .bottom) } }
      }
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<50, id: \.self) { row in
            Text("Row \(row)")
              .padding(.horizontal, 12)
              .frame(maxWidth: .infinity, minHeight: 32, alignment: .leading)
              .background(row.isMultiple(of: 2) ? Color.secondary.opacity(0.08) : Color.clear)
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition($position)
      .onScrollPhaseChange { _, new in phase = new }
      .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
      .frame(width: 360, height: 160)
      .border(Color.secondary.opacity(0.4))
      Text(status).font(.caption).foregroundStyle(.secondary)
    }
  }

  private var status: String {
    let row = position.viewID(type: Int.self).map { "row \($0)" } ?? (position.edge.map { "\($0)" } ?? "none")
    return "Scrolled to: \(row) · phase: \(phase) · offset: \(Int(offset.rounded()))"
  }

  private var transitionGroup: some View {
    CatalogGroup("Scroll transition") {
      ScrollView(.horizontal) {
        HStack(spacing: 12) {
          ForEach(0..<12, id: \.self) { card in
            RoundedRectangle(cornerRadius: 12)
              .fill(Color(hue: Double(card) / 12, saturation: 0.5, brightness: 0.9))
              .overlay(Text("\(card + 1)").font(.title2.bold()))
              .frame(width: 90, height: 90)
              .scrollTransition(axis: .horizontal) { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.3)
                  .scaleEffect(phase.isIdentity ? 1 : 0.75)
              }
          }
        }
        .padding(.horizontal, 12)
      }
      .frame(width: 360, height: 110)
    }
  }

  private var refreshGroup: some View {
    CatalogGroup("Refreshable (F5 or Ctrl+R)") {
      List {
        Text("Refreshed \(refreshes) times")
        RefreshButton()
      }
      .frame(width: 360, height: 110)
      .refreshable { refreshes += 1 }
    }
  }
}

/// Refreshes through the environment's action, as a toolbar button would.
private struct RefreshButton: View {
  @Environment(\.refresh) private var refresh

  var body: some View {
    Button("Refresh now") { Task { await refresh?() } }
      .disabled(refresh == nil)
  }
}
