import Foundation

/// Tabs with a bar along the bottom: icon above title, the selected tab in the accent colour.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The tab bar style.
  public init() {}
}
