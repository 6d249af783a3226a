import Foundation

/// Groups of controls that you can add to existing command menus: before, after or in place of one of the standard
/// groups (`CommandGroupPlacement`).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  public typealias Body = Never

  let placement: CommandGroupPlacement
  let position: CommandGroupPosition
  let content: Content

  /// Items shown before the standard group at `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, position, content) = (group, .before, addition())
  }

  /// Items shown after the standard group at `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, position, content) = (group, .after, addition())
  }

  /// Items shown instead of the standard group at `group` (an empty group removes it).
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, position, content) = (group, .replacing, addition())
  }

  var contributions: [CommandContribution] { [.group(placement, position, content: AnyView(content))] }
}

/// Where a command group goes relative to the standard group it names.
enum CommandGroupPosition: Sendable { case before, after, replacing }
