import Foundation

/// Conforming types represent a group of related commands that can be exposed to the user through the app's menu
/// bar, and run with their keyboard shortcuts.
///
/// ```swift
/// WindowGroup { CanvasView() }
///   .commands {
///     CommandMenu("Canvas") {
///       Button("Zoom to Fit") { zoomToFit() }.keyboardShortcut("0")
///     }
///     CommandGroup(after: .pasteboard) { Button("Duplicate") { duplicate() }.keyboardShortcut("d") }
///   }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands
  /// The contents of the command hierarchy.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}

/// Commands made of menus and groups directly, which list what they add to the menu bar.
@MainActor
protocol PrimitiveCommands {
  var contributions: [CommandContribution] { get }
}

/// What one primitive command adds to the menu bar: a menu of its own, or items in a standard group.
@MainActor
enum CommandContribution {
  case menu(title: Text, content: AnyView)
  case group(CommandGroupPlacement, CommandGroupPosition, content: AnyView)
}

extension Commands {
  /// The menus and groups of these commands, reading their bodies now (so a menu bar that calls this in its own
  /// body follows the state the commands read).
  var contributions: [CommandContribution] {
    if let primitive = self as? any PrimitiveCommands { return primitive.contributions }
    if Body.self == Never.self { return [] }
    return body.contributions
  }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No commands.
  public init() {}
  var contributions: [CommandContribution] { [] }
}

/// Several commands, in order.
public struct TupleCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  let contributions: [CommandContribution]
}

/// Builds commands from the menus and groups listed in a closure.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  /// One command, as it is.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  /// Several commands, in order.
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands {
    var contributions: [CommandContribution] = []
    for command in repeat each content { contributions += command.contributions }
    return TupleCommands(contributions: contributions)
  }
  /// Commands inside an `if`.
  public static func buildOptional<C: Commands>(_ content: C?) -> TupleCommands {
    TupleCommands(contributions: content?.contributions ?? [])
  }
  /// The commands of an `if`'s first branch.
  public static func buildEither<C: Commands>(first content: C) -> TupleCommands {
    TupleCommands(contributions: content.contributions)
  }
  /// The commands of an `if`'s second branch.
  public static func buildEither<C: Commands>(second content: C) -> TupleCommands {
    TupleCommands(contributions: content.contributions)
  }
}
