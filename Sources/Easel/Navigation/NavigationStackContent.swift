import Foundation

/// The screens of a stack, each over the one below, sliding in from the trailing edge when pushed.
struct NavigationStackContent: View {
  let model: NavigationStackModel
  let screens: [NavigationStackModel.Screen]

  /// The animation of pushes and pops.
  static let animation = Animation.easeInOut(duration: 0.35)

  var body: some View {
    let top = screens.count - 1
    ZStack {
      ForEach(screens, id: \.id) { screen in
        NavigationScreen(model: model, screen: screen)
          .modifier(NavigationCoverModifier(isCovered: screen.index < top))
          .transition(.move(edge: .trailing))
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
