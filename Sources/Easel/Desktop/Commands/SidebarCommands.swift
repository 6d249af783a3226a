import Foundation

/// The View menu's sidebar command of macOS (Toggle Sidebar).
///
/// Accepted so that macOS apps build: Easel's split views have no sidebar toggle, so it adds nothing.
public struct SidebarCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// The sidebar commands.
  public init() {}
  var contributions: [CommandContribution] { [] }
}
