import Foundation

/// One screen of a navigation stack: its bar, its content filling the rest, and its bottom toolbar.
struct NavigationScreen: View {
  let model: NavigationStackModel
  let screen: NavigationStackModel.Screen

  var body: some View {
    let context = NavigationContext(stack: model, screen: model.screenModel(for: screen.id), index: screen.index)
    VStack(spacing: 0) {
      NavigationBar(model: model, index: screen.index)
      content(in: context)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      NavigationBottomBar(screen: context.screen)
    }
    .background(ControlPalette.windowBackground)
  }

  /// The screen's content, told where it is shown; pushed screens dismiss by popping themselves.
  @ViewBuilder
  private func content(in context: NavigationContext) -> some View {
    if screen.index > 0 {
      let index = screen.index
      screen.content
        .environment(\.navigationContext, context)
        .environment(\.dismiss, DismissAction { [model] in model.pop(from: index) })
        .environment(\.isPresented, true)
    } else {
      screen.content.environment(\.navigationContext, context)
    }
  }
}
