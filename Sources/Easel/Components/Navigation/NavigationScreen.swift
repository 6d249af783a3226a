import Foundation

/// One screen of a navigation stack: its bar, its content filling the rest, and its bottom toolbar.
struct NavigationScreen: View {
  let model: NavigationStackModel
  let screen: NavigationStackModel.Screen
  /// The screen's edit mode, shared by its bar (where an `EditButton` usually sits) and its content, unless an
  /// ancestor provides one.
  @State private var editMode = EditMode.inactive
  @Environment(\.editMode) private var inheritedEditMode

  var body: some View {
    let context = NavigationContext(stack: model, screen: model.screenModel(for: screen.id), index: screen.index)
    VStack(spacing: 0) {
      NavigationBar(model: model, index: screen.index)
      content(in: context)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      NavigationBottomBar(screen: model.screenModel(for: screen.id))
    }
    .background(ControlPalette.windowBackground)
    .environment(\.editMode, inheritedEditMode ?? $editMode)
  }

  /// The screen's content, told where it is shown; pushed screens dismiss by popping themselves.
  @ViewBuilder
  private func content(in context: NavigationContext) -> some View {
    if screen.index > 0 {
      let index = screen.index
      screen.content
        .environment(\.navigationContext, context)
        .environment(\.dismiss, DismissAction { [weak model] in model?.pop(from: index) })
        .environment(\.isPresented, true)
    } else {
      screen.content.environment(\.navigationContext, context)
    }
  }
}
