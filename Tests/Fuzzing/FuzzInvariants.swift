import Easel

/// The invariants every window keeps once input has ended (every pointer up, time passed): nothing crashed (the
/// check runs at all), no gesture session, pressed pointer or drag is left behind, every `@GestureState` (a pressed
/// button's look among them) is back to its initial value, every node alive is in the tree (closed sheets and popped
/// screens released theirs), every text shown has a finite frame, every view is where a layout from nothing puts it,
/// and the app's model is sound.
public enum FuzzInvariants {
  /// The invariants `target` breaks now, with what `player` saw go wrong as it played into it.
  @MainActor public static func problems(in target: FuzzTarget, player: FuzzPlayer? = nil) -> [FuzzProblem] {
    let residue = target.host.graph.inputResidue
    var problems: [FuzzProblem] = []
    if residue.gestureSessions > 0 {
      problems.append(FuzzProblem(kind: .gestureSession, detail: "\(residue.gestureSessions)"))
    }
    if residue.trackedPointers > 0 {
      problems.append(FuzzProblem(kind: .trackedPointer, detail: "\(residue.trackedPointers)"))
    }
    if residue.isDragAndDropActive { problems.append(FuzzProblem(kind: .dragAndDrop, detail: "")) }
    if residue.heldGestureStates > 0 {
      problems.append(FuzzProblem(kind: .heldGestureState, detail: "\(residue.heldGestureStates)"))
    }
    if residue.liveNodes != residue.mountedNodes {
      problems.append(
        FuzzProblem(kind: .leakedNodes, detail: "\(residue.liveNodes) alive, \(residue.mountedNodes) in the tree"))
    }
    let placed = target.host.graph.displayedTextFrames()
    if let frame = placed.first(where: { !$0.isFiniteRect }) {
      problems.append(FuzzProblem(kind: .nonFiniteFrame, detail: "\(frame)"))
    }
    if let stale = target.host.graph.layoutInconsistencies(in: target.host.size).first {
      problems.append(FuzzProblem(kind: .staleLayout, detail: stale))
    }
    problems += target.modelProblems().map { FuzzProblem(kind: .model, detail: $0) }
    problems += player?.problems ?? []
    return problems
  }
}
