/// Something an input stream left wrong once it ended, by kind, so that shrinking keeps the same fault.
public struct FuzzProblem: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant broken.
  public enum Kind: String, Hashable, Sendable, Codable {
    case gestureSession = "a gesture session was left running"
    case trackedPointer = "a pointer was left pressed"
    case dragAndDrop = "a drag and drop was left in progress"
    case heldGestureState = "a @GestureState was left away from its initial value"
    case leakedNodes = "nodes stayed alive outside the tree"
    case model = "the app's model broke an invariant"
    /// A layout bug that leaves text where it cannot be drawn or hit.
    case nonFiniteFrame = "a text was placed at a position or size that is not a finite number"
    /// A missed invalidation: a view the incremental layout left at a frame a layout from nothing does not give.
    case staleLayout = "a view kept a frame that laying the window out from nothing does not give it"
    /// A screen reader's action on an element whose view had left the window did something.
    case actionOnLeftElement = "an element that had left performed a screen reader's action"
    /// The process died of a signal (a trap, a bad access): found by the campaign's worker processes.
    case crash = "the process crashed"
    /// A sanitizer (`make fuzz FUZZ_SANITIZE=thread|address`) reported a data race, a bad memory access or a leak,
    /// and stopped the process: found by the campaign's worker processes.
    case sanitizerReport = "a sanitizer reported an error"
  }

  public let kind: Kind
  /// The numbers and names that go with it.
  public let detail: String

  public init(kind: Kind, detail: String) { (self.kind, self.detail) = (kind, detail) }

  public var description: String { "\(kind.rawValue): \(detail)" }
}
