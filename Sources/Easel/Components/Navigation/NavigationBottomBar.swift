import Foundation

/// The toolbar at the bottom of a navigation screen, shown when items are placed in `.bottomBar` or `.status`.
struct NavigationBottomBar: View {
  let screen: NavigationScreenModel

  var body: some View {
    let items = screen.preferences.toolbar.filter { $0.placement.region == .bottom }
    if !items.isEmpty {
      VStack(spacing: 0) {
        ControlPalette.separator.frame(height: 1)
        HStack {
          ForEach(items.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: 8) }
            items[index].view
          }
        }
        .foregroundStyle(Color.accentColor)
        .padding(.horizontal, 16)
        .frame(height: NavigationBar.height)
      }
      .background(ControlPalette.windowBackground)
    }
  }
}
