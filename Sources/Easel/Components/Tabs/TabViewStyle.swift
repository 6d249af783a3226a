import Foundation

/// How a ``TabView`` shows its tabs: with a tab bar (the default) or as swipeable pages.
public protocol TabViewStyle: Sendable {}
