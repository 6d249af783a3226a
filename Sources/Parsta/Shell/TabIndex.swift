import Easel

/// The three tabs of the custom tab bar, as the team's notes name them.
public enum TabIndex: CaseIterable, Sendable {
  case home
  case setting
  case account

  /// The tabs in the bar's order, left to right.
  static let barOrder: [TabIndex] = [.setting, .home, .account]

  /// The label under the icon.
  var title: LocalizedStringKey {
    switch self {
    case .home: "Home"
    case .setting: "Setting"
    case .account: "Account"
    }
  }

  /// The symbol, filled when the tab is selected.
  func symbol(selected: Bool) -> String {
    let base =
      switch self {
      case .home: "house"
      case .setting: "gearshape"
      case .account: "person"
      }
    return selected ? base + ".fill" : base
  }

  /// The digit of its Ctrl shortcut.
  var shortcut: KeyEquivalent {
    switch self {
    case .setting: "1"
    case .home: "2"
    case .account: "3"
    }
  }
}
