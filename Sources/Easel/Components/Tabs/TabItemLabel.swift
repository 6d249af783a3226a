import Foundation

/// A `Label`, whose parts a tab bar stacks vertically.
@MainActor
protocol TabItemLabel {
  var tabIcon: AnyView { get }
  var tabTitle: AnyView { get }
}

extension Label: TabItemLabel {
  var tabIcon: AnyView { AnyView(icon) }
  var tabTitle: AnyView { AnyView(title) }
}
