import Foundation

/// The page style of a tab view: the tabs side by side, one page wide each, moved by a horizontal swipe that
/// settles on the nearest page (a fast flick goes on to the next), with dots showing the current page.
struct TabPages: View {
  let entries: [TabEntry]
  let selected: AnyHashable?
  let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
  let select: @MainActor (AnyHashable) -> Void
  /// How far the current swipe has moved the pages.
  @State private var dragOffset: CGFloat = 0
  /// The width of a page at the last layout, which decides where a swipe settles.
  @State private var pageWidth = TabPageWidth()

  /// The animation of settling after a swipe and of programmatic changes of the selection.
  static let animation = Animation.spring(response: 0.35, dampingFraction: 0.9)

  var body: some View {
    let current = entries.firstIndex { $0.tag == selected } ?? 0
    GeometryReader { proxy in
      let _ = pageWidth.record(proxy.size.width)
      HStack(spacing: 0) {
        ForEach(entries.indices, id: \.self) { index in
          entries[index].view.frame(width: proxy.size.width, height: proxy.size.height)
            .environment(\.isShown, index == current)
            .accessibilityHidden(index != current)
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
    }
    .modifier(TabPageOffsetModifier(page: current, dragOffset: dragOffset))
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 10)
        .onChanged { value in dragOffset = resisted(value.translation.width, at: current) }
        .onEnded { value in settle(after: value, from: current) }
    )
    .clipped()
    .overlay(alignment: .bottom) {
      if showsDots {
        TabPageDots(count: entries.count, current: current).padding(.bottom, 10)
      }
    }
  }

  private var showsDots: Bool {
    indexDisplayMode == .always || (indexDisplayMode == .automatic && entries.count > 1)
  }

  /// Past the first and last pages, the pages follow the finger only a third of the way.
  private func resisted(_ translation: CGFloat, at current: Int) -> CGFloat {
    let pastStart = current == 0 && translation > 0
    let pastEnd = current == entries.count - 1 && translation < 0
    return pastStart || pastEnd ? translation / 3 : translation
  }

  /// Moves to the page nearest where the swipe would come to rest, one page at most.
  private func settle(after value: DragGesture.Value, from current: Int) {
    let width = pageWidth.value
    guard width > 0 else { return }
    let predicted = value.predictedEndTranslation.width
    var target = current
    if predicted < -width / 2 { target = current + 1 } else if predicted > width / 2 { target = current - 1 }
    target = max(0, min(entries.count - 1, target))
    withAnimation(Self.animation) {
      dragOffset = 0
      if target != current { select(entries[target].tag) }
    }
  }
}
