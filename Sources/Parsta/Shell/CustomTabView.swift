import Easel

/// The team's own tab view: the selected tab's view fades in over the previous one, and three buttons along the
/// bottom switch tabs (also Ctrl+1, Ctrl+2, Ctrl+3).
struct CustomTabView: View {
  @State private var tabIndex: TabIndex = .home

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if tabIndex == .home {
          HomeView()
            .transition(.opacity)
        } else if tabIndex == .setting {
          SettingView()
            .transition(.opacity)
        } else if tabIndex == .account {
          AccountView()
            .transition(.opacity)
        }
      }
      // The tabs are phone-sized screens: a wider window centres them, while the bar spans the window.
      .frame(maxWidth: 560, maxHeight: .infinity)
      .frame(maxWidth: .infinity)
      .animation(.smooth, value: self.tabIndex)

      tabBar
    }
    .background(Color.parstaBackground)
  }

  private var tabBar: some View {
    VStack(spacing: 0) {
      Rectangle()
        .frame(height: 0.5)
        .foregroundStyle(Color.parstaGray.opacity(0.35))
      HStack(spacing: 0) {
        ForEach(TabIndex.barOrder, id: \.self) { tab in
          tabButton(tab)
        }
      }
      .padding(.top, 8)
      .background(Color.parstaGray200)
      // The notes' safe-area filler: on a screen without a home indicator the bar gets 10 pt more at the bottom.
      Rectangle()
        .frame(height: 10)
        .foregroundStyle(Color.parstaGray200)
    }
  }

  private func tabButton(_ tab: TabIndex) -> some View {
    Button(action: {
      self.tabIndex = tab
    }) {
      VStack(spacing: 3) {
        Image(systemName: tab.symbol(selected: self.tabIndex == tab))
          .font(.title3)
          .fontWeight(.regular)

        Text(tab.title)
          .font(.subheadline)
          .fontWeight(.regular)
      }
      .frame(maxWidth: .infinity)
      .contentShape(Rectangle())
      .foregroundStyle(self.tabIndex == tab ? Color.parsta : Color.parstaGray)
    }
    .buttonStyle(.plain)
    .keyboardShortcut(tab.shortcut, modifiers: .command)
    // The team's own tab bar says which tab is showing, as a TabView's does.
    .accessibilityAddTraits(tabIndex == tab ? .isSelected : [])
  }
}
