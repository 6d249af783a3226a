import Easel

/// The list of Gesture Lab's pages, as a segmented bar across the top of the window.
struct PageBar: View {
  let pages: [LabPage]
  @Binding var selection: String

  /// The bar's height, its bottom line included: the pages start this far down.
  static let height: CGFloat = 48

  var body: some View {
    VStack(spacing: 0) {
      // Centred when it fits; with larger text (the desktop's text size) it scrolls sideways instead of being cut.
      ViewThatFits(in: .horizontal) {
        segments
        ScrollView(.horizontal, showsIndicators: false) { segments.padding(.horizontal, 8) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      Rectangle().fill(Color.gray.opacity(0.25)).frame(height: 1)
    }
    .frame(height: Self.height)
  }

  private var segments: some View {
    HStack(spacing: 2) {
      ForEach(pages) { page in segment(page) }
    }
    .padding(3)
    .background(Capsule().fill(Color.gray.opacity(0.14)))
  }

  private func segment(_ page: LabPage) -> some View {
    let isSelected = page.id == selection
    return Text(page.id).font(.subheadline)
      .foregroundColor(isSelected ? .white : .primary)
      .lineLimit(1)
      .fixedSize()
      .padding(.horizontal, 11).padding(.vertical, 5)
      .background(Capsule().fill(isSelected ? Color.accentColor : Color.clear))
      .contentShape(Rectangle())
      .pointerStyle(.link)
      .onTapGesture { selection = page.id }
      // A page is a Tab stop that Space opens, and a selectable button for screen readers.
      .focusable(interactions: .activate)
      .onKeyPress(.space) {
        selection = page.id
        return .handled
      }
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
      .accessibilityAction { selection = page.id }
  }
}
