import Foundation

/// The bar at the top of a navigation screen: the back button and leading items, the title or principal item,
/// the trailing items; with a large title, the title sits under the bar in a large bold font, as on iOS.
struct NavigationBar: View {
  let model: NavigationStackModel
  let index: Int

  /// The height of the bar, without a large title.
  static let height: CGFloat = 44

  var body: some View {
    let preferences = model.screenModel(at: index)?.preferences ?? NavigationPreferences()
    if preferences.isBarHidden != true {
      let isLarge = displayMode(at: index) == .large && preferences.title != nil
      VStack(spacing: 0) {
        bar(preferences, showsInlineTitle: !isLarge)
        if isLarge, let title = preferences.title {
          VStack(alignment: .leading, spacing: 2) {
            title.font(.largeTitle).fontWeight(.bold).lineLimit(1)
              // The screen's title is its heading, as SwiftUI's navigation bar gives it the header trait.
              .accessibilityDefaults { $0.addedTraits = .isHeader }
            if let subtitle = preferences.subtitle {
              subtitle.font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 16)
          .padding(.bottom, 8)
        }
        if !isLarge && preferences.barBackgroundVisibility != .hidden {
          ControlPalette.separator.frame(height: 1)
        }
      }
      .background(barBackground(preferences))
    }
  }

  /// The bar's background: the style `toolbarBackground(_:for:)` set, none when it hid the background, else the
  /// window's.
  private func barBackground(_ preferences: NavigationPreferences) -> AnyShapeStyle {
    if preferences.barBackgroundVisibility == .hidden { return AnyShapeStyle(Color.clear) }
    return preferences.barBackground ?? AnyShapeStyle(ControlPalette.windowBackground)
  }

  private func bar(_ preferences: NavigationPreferences, showsInlineTitle: Bool) -> some View {
    let leading = preferences.toolbar.filter { $0.placement.region == .leading }
    let trailing = preferences.toolbar.filter { $0.placement.region == .trailing }
    let principal = preferences.toolbar.last { $0.placement.region == .principal }
    return ZStack {
      HStack(spacing: 16) {
        if index > 0 && preferences.isBackButtonHidden != true {
          NavigationBackButton(title: model.screenModel(at: index - 1)?.preferences.title) {
            model.pop(from: index)
          }
        }
        ForEach(leading.indices, id: \.self) { leading[$0].view }
        Spacer(minLength: 0)
        ForEach(trailing.indices, id: \.self) { trailing[$0].view }
      }
      .foregroundStyle(Color.accentColor)
      // As in SwiftUI, toolbar buttons are borderless and labels show their icon.
      .buttonStyle(.borderless)
      .labelStyle(.iconOnly)
      .padding(.horizontal, 16)
      if let principal {
        principal.view
      } else if showsInlineTitle, let title = preferences.title {
        VStack(spacing: 0) {
          title.font(.headline).lineLimit(1)
            .accessibilityDefaults { $0.addedTraits = .isHeader }
          if let subtitle = preferences.subtitle {
            subtitle.font(.caption).foregroundStyle(.secondary).lineLimit(1)
          }
        }
        .frame(maxWidth: 220)
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
  }

  /// The title mode of the screen at `index`: `.automatic` takes the mode of the screen below, and the root's is
  /// large, as in SwiftUI.
  private func displayMode(at index: Int) -> NavigationBarItem.TitleDisplayMode {
    var position = index
    while position >= 0 {
      if let mode = model.screenModel(at: position)?.preferences.titleDisplayMode, mode != .automatic { return mode }
      position -= 1
    }
    return .large
  }
}
