import Foundation

/// What a layout tells the views inside it about itself.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its views along, if it is a stack: spacers and dividers inside it follow it.
  public var stackOrientation: Axis?

  /// A layout that stacks along no axis.
  public init() {}
}
