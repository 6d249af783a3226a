import Foundation

/// The strip along the leading edge of a pushed screen that a swipe to the trailing side goes back from: the
/// screen follows the finger, and on release it leaves when dragged past a third of its width (or flicked),
/// otherwise it slides back.
struct NavigationEdgeSwipe: View {
  let model: NavigationStackModel
  let index: Int

  /// The width of the strip that starts a swipe back.
  static let edgeWidth: CGFloat = 16

  var body: some View {
    if model.screenModel(at: index)?.preferences.isBackButtonHidden != true {
      Color.clear
        .frame(width: Self.edgeWidth)
        .frame(maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 5, coordinateSpace: .global)
            .onChanged { value in model.setSwipeTranslation(max(0, value.translation.width)) }
            .onEnded { value in finish(value) })
    }
  }

  private func finish(_ value: DragGesture.Value) {
    let width = model.screenWidth
    let goesBack = value.translation.width > width / 3 || value.predictedEndTranslation.width > width / 2
    withAnimation(NavigationStackContent.animation) {
      if goesBack { model.pop(from: index) }
      model.setSwipeTranslation(0)
    }
  }
}
