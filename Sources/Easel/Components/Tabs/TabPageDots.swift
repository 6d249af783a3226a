import Foundation

/// The dots under a page-style tab view, the current page's brighter, on a translucent capsule so they show on
/// any content (unless `indexViewStyle(.page(backgroundDisplayMode: .never))` leaves it out).
struct TabPageDots: View {
  let count: Int
  let current: Int
  @Environment(\.showsPageIndexBackground) private var showsBackground

  var body: some View {
    HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(index == current ? Color.white : Color.white.opacity(0.45))
          .frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, 10)
    .padding(.vertical, 6)
    .background(showsBackground ? Color.black.opacity(0.25) : Color.clear, in: Capsule())
  }
}
