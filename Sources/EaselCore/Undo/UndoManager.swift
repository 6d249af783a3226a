import Foundation

/// A general-purpose recorder of operations that enables undo and redo, as Foundation's `UndoManager` (which
/// Foundation on Linux lacks).
///
/// Register the operation that reverts a change when you make it; ``undo()`` runs the operations of the last
/// group, and the operations they register go to the redo stack, so ``redo()`` can make the change again:
///
/// ```swift
/// func move(_ emoji: Emoji, by offset: CGSize, undoManager: UndoManager?) {
///   emoji.position += offset
///   undoManager?.registerUndo(withTarget: self) { model in
///     model.move(emoji, by: -offset, undoManager: undoManager)
///   }
///   undoManager?.setActionName("Move")
/// }
/// ```
///
/// With ``groupsByEvent`` (the default), the registrations of one event — a tap, a key press, a drag's end — form
/// one group and undo together. Each window has its own undo manager: read it with
/// `@Environment(\.undoManager)`.
///
/// Foundation raises an exception for misuse (ending a group that was never begun, undoing with nested groups
/// open); AppKit catches it at the end of the event and logs it, so the app goes on. Easel logs the same misuse to
/// standard error and ignores the call, which is what a user of a macOS app sees.
///
/// It belongs to the main actor as Foundation's does, and as Foundation's (whose isolation comes from its
/// Objective-C header) it is `@preconcurrency`: Swift 5 code that uses it from a context it cannot prove is the main
/// actor, such as a model class's method, compiles as it does on Apple systems.
@preconcurrency @MainActor
open class UndoManager {
  /// One undo or redo step: the operations registered between a begin and an end of grouping.
  @MainActor private final class Group {
    var entries: [Entry] = []
    var actionName = ""
    /// Whether the undo manager opened the group itself for the current event (see ``groupsByEvent``).
    let isEventGroup: Bool
    /// The states (see ``UndoManager/undoState``) before and after the change, which undoing and redoing move
    /// between; the inverse group recorded by an undo or redo keeps them.
    var stateBefore = 0
    var stateAfter = 0

    init(isEventGroup: Bool) { self.isEventGroup = isEventGroup }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether every operation acts on a target that is gone, so that undoing the group would do nothing.
    var isDead: Bool {
      entries.allSatisfy { entry in
        switch entry {
        case .action(let action): action.target == nil
        case .group(let group): group.isDead
        }
      }
    }

    /// Runs the operations, last registered first, as undoing a series of changes must.
    func perform() {
      for entry in entries.reversed() {
        switch entry {
        case .action(let action): action.perform()
        case .group(let group): group.perform()
        }
      }
    }

    /// Drops the operations on `target`, and the nested groups that become empty.
    func removeActions(withTarget target: AnyObject) {
      entries.removeAll { entry in
        switch entry {
        case .action(let action): return action.target == nil || action.target === target
        case .group(let group):
          group.removeActions(withTarget: target)
          return group.isEmpty
        }
      }
    }
  }

  private enum Entry {
    case action(Action)
    case group(Group)
  }

  /// A registered operation. Foundation keeps an unowned reference to the target to avoid retain cycles; a weak
  /// one does the same and makes the operation of a released target a no-op instead of a crash.
  @MainActor private struct Action {
    weak var target: AnyObject?
    let handler: @MainActor (AnyObject) -> Void

    func perform() {
      if let target { handler(target) }
    }
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  /// The groups being recorded, outermost first.
  private var openGroups: [Group] = []
  private var disableCount = 0
  private var lastState = 0
  /// Counts the event groups opened, so a main-queue close scheduled for one never closes a later one.
  private var eventGroupGeneration = 0

  /// Whether an undo is in progress.
  public private(set) var isUndoing = false
  /// Whether a redo is in progress.
  public private(set) var isRedoing = false

  /// Whether the first registration outside a group opens a group that closes at the end of the current event,
  /// so that the changes one user action makes undo together. The default is `true`.
  ///
  /// Turn it off to group explicitly with ``beginUndoGrouping()`` and ``endUndoGrouping()``; every registration
  /// must then happen inside a group, and groups must be closed before ``undo()``.
  open var groupsByEvent = true

  /// The most top-level groups each stack holds; the oldest are dropped beyond it. `0`, the default, means no
  /// limit.
  open var levelsOfUndo = 0 {
    didSet {
      levelsOfUndo = max(0, levelsOfUndo)
      trim(&undoStack)
      trim(&redoStack)
    }
  }

  /// An undo manager with empty stacks.
  public init() {}

  // MARK: Registering

  /// Registers `handler` to revert a change to `target`; undoing runs it with `target`.
  ///
  /// While undoing, the registration goes to the redo stack; while redoing, to the undo stack. Any other
  /// registration is a new change, which empties the redo stack. The undo manager keeps no strong reference to
  /// `target`: the operations of a released target do nothing.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    guard isUndoRegistrationEnabled else { return }
    if openGroups.isEmpty {
      guard groupsByEvent else {
        misuse("registerUndo(withTarget:handler:) was called with no undo group open and groupsByEvent off")
        return
      }
      openEventGroup()
    }
    if !isUndoing && !isRedoing { redoStack.removeAll() }
    let action = Action(target: target) { object in
      if let target = object as? TargetType { handler(target) }
    }
    openGroups[openGroups.count - 1].entries.append(.action(action))
  }

  /// Names the change being recorded, or the last one recorded, for the Undo and Redo menu items ("Undo Move").
  /// An empty name removes it.
  open func setActionName(_ actionName: String) {
    // While undoing or redoing, the open group is the one recording the inverse operations.
    (openGroups.last ?? undoStack.last)?.actionName = actionName
  }

  // MARK: Grouping

  /// The number of groups open: nested explicit groups, the group of the current event, and the group an undo or
  /// redo records its operations in.
  open var groupingLevel: Int { openGroups.count }

  /// Opens a group: the operations registered until the matching ``endUndoGrouping()`` undo together. Groups nest;
  /// a nested group undoes as part of its parent.
  ///
  /// Posts `.NSUndoManagerCheckpoint` (unless an undo or redo is in progress) and `.NSUndoManagerDidOpenUndoGroup`.
  open func beginUndoGrouping() {
    if !isUndoing && !isRedoing { post(.NSUndoManagerCheckpoint) }
    openGroups.append(Group(isEventGroup: false))
    post(.NSUndoManagerDidOpenUndoGroup)
  }

  /// Closes the group opened by the matching ``beginUndoGrouping()``.
  ///
  /// Posts `.NSUndoManagerCheckpoint` and `.NSUndoManagerWillCloseUndoGroup` before closing, and
  /// `.NSUndoManagerDidCloseUndoGroup` after, when ``groupingLevel`` already counts one group less.
  open func endUndoGrouping() {
    guard !openGroups.isEmpty else {
      misuse("endUndoGrouping() was called without a matching beginUndoGrouping()")
      return
    }
    post(.NSUndoManagerCheckpoint)
    post(.NSUndoManagerWillCloseUndoGroup)
    closeGroup()
    post(.NSUndoManagerDidCloseUndoGroup)
  }

  /// Closes the group opened for the current event by the first registration outside a group, if it is still
  /// open.
  ///
  /// ``ViewGraph`` calls this after each event it dispatches, and the main queue runs it after registrations made
  /// outside events (in a `Task`, a timer). Call it yourself only when you deliver events to views without a view
  /// graph. An Easel addition: Foundation closes the group from its run loop, which Easel's hosts do not run.
  public func endEventGroup() {
    guard openGroups.count == 1, openGroups[0].isEventGroup, !isUndoing, !isRedoing else { return }
    endUndoGrouping()
  }

  /// Closes the event groups of every undo manager, at the end of an event.
  static func endEventGroups() {
    let managers = managersWithEventGroups
    managersWithEventGroups.removeAll()
    for manager in managers.values { manager.value?.endEventGroup() }
  }

  /// The undo managers that opened an event group since the last end of an event.
  private static var managersWithEventGroups: [ObjectIdentifier: WeakUndoManager] = [:]

  private struct WeakUndoManager {
    weak var value: UndoManager?
  }

  private func openEventGroup() {
    openGroups.append(Group(isEventGroup: true))
    post(.NSUndoManagerDidOpenUndoGroup)
    Self.managersWithEventGroups[ObjectIdentifier(self)] = WeakUndoManager(value: self)
    eventGroupGeneration += 1
    let generation = eventGroupGeneration
    // Registrations made outside an event (a Task, a timer) have no event end to close them: the next pass of the
    // main queue does, as the end of a run loop pass does in Foundation.
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.eventGroupGeneration == generation else { return }
        self.endEventGroup()
      }
    }
  }

  /// Moves the innermost open group into its parent, or onto a stack when it is top-level. Empty groups vanish,
  /// so an event that registered nothing leaves no step to undo.
  private func closeGroup() {
    let group = openGroups.removeLast()
    guard !group.isEmpty else { return }
    if let parent = openGroups.last {
      parent.entries.append(.group(group))
    } else if isUndoing {
      push(group, onto: &redoStack)
    } else {
      if !isRedoing {
        lastState += 1
        (group.stateBefore, group.stateAfter) = (undoState, lastState)
        undoState = lastState
      }
      push(group, onto: &undoStack)
    }
  }

  private func push(_ group: Group, onto stack: inout [Group]) {
    stack.append(group)
    trim(&stack)
  }

  /// Drops the steps whose targets are all gone, then the oldest beyond ``levelsOfUndo``. A dead step would show
  /// as "Undo …" and do nothing, while holding what its operations captured: a window whose document was replaced
  /// kept every snapshot the old document's steps captured.
  private func trim(_ stack: inout [Group]) {
    stack.removeAll(where: \.isDead)
    if levelsOfUndo > 0 && stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
  }

  // MARK: Undoing and redoing

  /// Whether there is a change to undo, recorded or still being recorded in the current event.
  ///
  /// The Undo menu item is enabled with it.
  open var canUndo: Bool { pendingGroup != nil || !undoStack.isEmpty }

  /// Whether there is an undone change to redo.
  open var canRedo: Bool { !redoStack.isEmpty }

  /// The top-level group still open with operations in it, outside undo and redo: the change being made now.
  private var pendingGroup: Group? {
    guard !isUndoing, !isRedoing, let group = openGroups.first, !group.isEmpty else { return nil }
    return group
  }

  /// Closes the group of the current event, then undoes the last change.
  ///
  /// With ``groupsByEvent`` on, an open top-level group is closed first; any other open group is misuse.
  open func undo() {
    if groupsByEvent && openGroups.count == 1 && !isUndoing && !isRedoing { endUndoGrouping() }
    guard openGroups.isEmpty else {
      misuse("undo() was called with \(openGroups.count) undo groups open; close them first")
      return
    }
    undoNestedGroup()
  }

  /// Runs the operations of the last group on the undo stack, recording the operations they register as one group
  /// on the redo stack, under the same action name.
  ///
  /// Posts `.NSUndoManagerCheckpoint` and `.NSUndoManagerWillUndoChange` before, `.NSUndoManagerDidUndoChange`
  /// after.
  open func undoNestedGroup() {
    post(.NSUndoManagerCheckpoint)
    guard openGroups.isEmpty, !isUndoing, !isRedoing else {
      misuse("undoNestedGroup() was called while a group is open or an undo or redo is in progress")
      return
    }
    guard let group = undoStack.popLast() else { return }
    post(.NSUndoManagerWillUndoChange)
    isUndoing = true
    replay(group)
    isUndoing = false
    post(.NSUndoManagerDidUndoChange)
  }

  /// Runs the operations of the last group on the redo stack, recording the operations they register as one group
  /// on the undo stack, under the same action name.
  ///
  /// Posts `.NSUndoManagerCheckpoint` and `.NSUndoManagerWillRedoChange` before, `.NSUndoManagerDidRedoChange`
  /// after.
  open func redo() {
    if groupsByEvent && openGroups.count == 1 && !isUndoing && !isRedoing { endUndoGrouping() }
    post(.NSUndoManagerCheckpoint)
    guard openGroups.isEmpty, !isUndoing, !isRedoing else {
      misuse("redo() was called while a group is open or an undo or redo is in progress")
      return
    }
    guard let group = redoStack.popLast() else { return }
    post(.NSUndoManagerWillRedoChange)
    isRedoing = true
    replay(group)
    isRedoing = false
    post(.NSUndoManagerDidRedoChange)
  }

  /// Performs `group` inside a group of its own, which ``closeGroup()`` puts on the opposite stack.
  private func replay(_ group: Group) {
    let inverse = Group(isEventGroup: false)
    (inverse.stateBefore, inverse.stateAfter) = (group.stateBefore, group.stateAfter)
    openGroups.append(inverse)
    group.perform()
    // Groups the operations opened and did not close are dropped, as the operations were one step.
    openGroups = [inverse]
    if inverse.actionName.isEmpty { inverse.actionName = group.actionName }
    closeGroup()
    undoState = isUndoing ? group.stateBefore : group.stateAfter
  }

  // MARK: Action names and menu titles

  /// The name of the change ``undo()`` would revert, or an empty string.
  open var undoActionName: String { (pendingGroup ?? undoStack.last)?.actionName ?? "" }

  /// The name of the change ``redo()`` would make again, or an empty string.
  open var redoActionName: String { redoStack.last?.actionName ?? "" }

  /// The title of the Undo menu item: "Undo Move", or "Undo" when the change has no name.
  open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

  /// The title of the Redo menu item: "Redo Move", or "Redo" when the change has no name.
  open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

  /// The Undo menu item's title for a change named `actionName`. Override it to localize the title.
  open func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }

  /// The Redo menu item's title for a change named `actionName`. Override it to localize the title.
  open func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  // MARK: Clearing and disabling

  /// Empties both stacks, drops the groups being recorded and enables registration again.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroups.removeAll()
    disableCount = 0
  }

  /// Removes every operation on `target` from both stacks, and the steps left empty.
  open func removeAllActions(withTarget target: AnyObject) {
    for group in undoStack + redoStack + openGroups { group.removeActions(withTarget: target) }
    undoStack.removeAll(where: \.isEmpty)
    redoStack.removeAll(where: \.isEmpty)
  }

  /// Whether registrations are recorded; ``disableUndoRegistration()`` and ``enableUndoRegistration()`` turn it
  /// off and on.
  open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

  /// Ignores registrations until the matching ``enableUndoRegistration()``; calls nest.
  open func disableUndoRegistration() { disableCount += 1 }

  /// Balances one ``disableUndoRegistration()``; registrations are recorded again when all are balanced.
  open func enableUndoRegistration() {
    guard disableCount > 0 else {
      misuse("enableUndoRegistration() was called without a matching disableUndoRegistration()")
      return
    }
    disableCount -= 1
  }

  // MARK: Saved-state tracking

  /// Identifies the state the recorded changes led to: each new change makes a new state, undoing returns to the
  /// state before the change and redoing to the one after, so a document can tell it is back at the state it saved.
  package private(set) var undoState = 0

  // MARK: Support

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }

  private func misuse(_ message: String) {
    FileHandle.standardError.write(Data("Easel: UndoManager: \(message); the call is ignored.\n".utf8))
  }
}
