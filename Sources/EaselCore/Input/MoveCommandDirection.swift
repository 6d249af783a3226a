import Foundation

/// The direction of a move command, which the arrow keys send to `onMoveCommand(perform:)`.
public enum MoveCommandDirection: Hashable, Sendable {
  case up
  case down
  case left
  case right

  /// The direction an arrow key moves in; `nil` for other keys.
  package init?(_ key: KeyEquivalent) {
    switch key {
    case .upArrow: self = .up
    case .downArrow: self = .down
    case .leftArrow: self = .left
    case .rightArrow: self = .right
    default: return nil
    }
  }
}
