import Easel

/// Gesture Lab: the brief's gesture examples with the live trace of their callbacks, and scenario pages that show
/// SwiftUI's gesture arbitration think, one page at a time.
public struct GestureLabView: View {
  private let trace: GestureTrace
  @State private var page: String

  /// The lab showing the page named `page` (the first by default), recording the brief's callbacks into `trace`.
  public init(trace: GestureTrace = GestureTrace(), page: String = LabPage.all[0].id) {
    self.trace = trace
    _page = State(initialValue: page)
  }

  public var body: some View {
    VStack(spacing: 0) {
      PageBar(pages: LabPage.all, selection: $page)
      (LabPage.all.first { $0.id == page } ?? LabPage.all[0]).view(trace: trace)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}

#Preview("Gesture Lab", traits: .fixedLayout(width: 900, height: 760)) {
  GestureLabView()
}
