import Foundation

/// The screens of a stack, each over the one below, sliding in from the trailing edge when pushed; a swipe from
/// the leading edge drags the top screen away to go back, as on iOS.
struct NavigationStackContent: View {
  let model: NavigationStackModel
  let screens: [NavigationStackModel.Screen]

  /// The animation of pushes and pops.
  static let animation = Animation.easeInOut(duration: 0.35)

  var body: some View {
    let top = screens.count - 1
    let swipe = model.swipeTranslation
    ZStack {
      ForEach(screens, id: \.id) { screen in
        NavigationScreen(model: model, screen: screen)
          .overlay(alignment: .leading) {
            if screen.index == top && top > 0 { NavigationEdgeSwipe(model: model, index: top) }
          }
          .offset(x: screen.index == top ? swipe : 0)
          .modifier(
            NavigationCoverModifier(isCovered: screen.index < top, uncovering: screen.index == top - 1 ? swipe : 0)
          )
          .transition(.move(edge: .trailing))
      }
    }
    .background {
      GeometryReader { proxy in
        let _ = model.recordScreenWidth(proxy.size.width)
        Color.clear
      }
    }
    .clipped()
    .animation(Self.animation, value: screens.map(\.id))
    .onKeyPress(keys: [.leftArrow]) { press in
      guard press.modifiers.contains(.option), top > 0 else { return .ignored }
      model.popTop()
      return .handled
    }
  }
}
