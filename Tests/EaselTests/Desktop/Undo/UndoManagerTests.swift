import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A number whose changes register their own undo, as app models do.
@MainActor
private final class Tally {
  var value = 0
  let undoManager: UndoManager?
  /// Whether the undo manager was undoing or redoing at each change, oldest first.
  var undoingAtChange: [Bool] = []
  var redoingAtChange: [Bool] = []

  init(_ undoManager: UndoManager?) { self.undoManager = undoManager }

  func add(_ amount: Int, named name: String? = nil) {
    value += amount
    undoingAtChange.append(undoManager?.isUndoing ?? false)
    redoingAtChange.append(undoManager?.isRedoing ?? false)
    undoManager?.registerUndo(withTarget: self) { tally in tally.add(-amount, named: name) }
    if let name { undoManager?.setActionName(name) }
  }
}

@MainActor
@Suite struct UndoManagerTests {
  /// Ends the current "event" the way a view graph does, so each call below is a separate user action.
  private func endEvent() { UndoManager.endEventGroups() }

  @Test func undoRevertsTheLastChangeAndRedoMakesItAgain() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    #expect(!undoManager.canUndo && !undoManager.canRedo)
    tally.add(1)
    endEvent()
    tally.add(10)
    endEvent()
    #expect(undoManager.canUndo && !undoManager.canRedo)
    undoManager.undo()
    #expect(tally.value == 1)
    #expect(undoManager.canRedo)
    undoManager.undo()
    #expect(tally.value == 0)
    #expect(!undoManager.canUndo)
    undoManager.redo()
    #expect(tally.value == 1)
    undoManager.redo()
    #expect(tally.value == 11)
    #expect(!undoManager.canRedo && undoManager.canUndo)
    undoManager.undo()
    #expect(tally.value == 1, "a redone change can be undone again")
  }

  @Test func stepsOfATargetThatIsGoneAreDroppedWithWhatTheyCaptured() {
    let undoManager = UndoManager()
    weak var capturedSnapshot: NSObject?
    do {
      let closed = Tally(undoManager)
      let snapshot = NSObject()
      capturedSnapshot = snapshot
      undoManager.registerUndo(withTarget: closed) { _ in _ = snapshot }
      undoManager.setActionName("Closed")
      endEvent()
    }
    let open = Tally(undoManager)
    open.add(1, named: "Add")
    endEvent()
    // The closed model's step is gone with the snapshot its operation held; the live one stays.
    #expect(capturedSnapshot == nil)
    #expect(undoManager.undoActionName == "Add")
    undoManager.undo()
    #expect(open.value == 0)
    #expect(!undoManager.canUndo, "no step that would do nothing is left")
  }

  @Test func aNewChangeClearsTheRedoStackButARedoDoesNot() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    tally.add(1)
    endEvent()
    tally.add(2)
    endEvent()
    undoManager.undo()
    undoManager.undo()
    undoManager.redo()
    #expect(undoManager.canRedo, "redoing one change keeps the next one to redo")
    tally.add(5)
    endEvent()
    #expect(!undoManager.canRedo)
    undoManager.undo()
    undoManager.undo()
    #expect(tally.value == 0)
  }

  @Test func undoClosesTheOpenEventGroupFirst() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    tally.add(1)
    tally.add(2)
    #expect(undoManager.groupingLevel == 1)
    #expect(undoManager.canUndo, "the change being made can be undone")
    undoManager.undo()
    #expect(tally.value == 0)
    #expect(undoManager.groupingLevel == 0)
  }

  @Test func explicitGroupsUndoTogetherAndNestedGroupsUndoWithTheirParent() {
    let undoManager = UndoManager()
    undoManager.groupsByEvent = false
    let tally = Tally(undoManager)
    undoManager.beginUndoGrouping()
    tally.add(1)
    undoManager.beginUndoGrouping()
    #expect(undoManager.groupingLevel == 2)
    tally.add(2)
    tally.add(3)
    undoManager.endUndoGrouping()
    tally.add(4)
    undoManager.endUndoGrouping()
    undoManager.beginUndoGrouping()
    tally.add(100)
    undoManager.endUndoGrouping()
    #expect(undoManager.groupingLevel == 0)

    undoManager.undo()
    #expect(tally.value == 10)
    undoManager.undo()
    #expect(tally.value == 0, "the nested group undid with the group around it")
    undoManager.redo()
    #expect(tally.value == 10, "the redo of a group is one step too")
  }

  @Test func withoutGroupingByEventRegistrationsNeedAGroup() {
    let undoManager = UndoManager()
    undoManager.groupsByEvent = false
    let tally = Tally(undoManager)
    tally.add(1)
    #expect(!undoManager.canUndo, "a registration outside any group is ignored, with a message")
    #expect(undoManager.groupingLevel == 0)
  }

  @Test func actionNamesNameTheMenuItems() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    #expect(undoManager.undoMenuItemTitle == "Undo")
    #expect(undoManager.redoMenuItemTitle == "Redo")
    tally.add(1)
    endEvent()
    tally.add(2, named: "Move")
    #expect(undoManager.undoActionName == "Move", "the name of the change being made")
    endEvent()
    #expect(undoManager.undoMenuItemTitle == "Undo Move")
    undoManager.undo()
    #expect(undoManager.redoActionName == "Move")
    #expect(undoManager.redoMenuItemTitle == "Redo Move")
    #expect(undoManager.undoMenuItemTitle == "Undo", "the earlier change has no name")
    undoManager.redo()
    #expect(undoManager.undoMenuItemTitle == "Undo Move", "the name survives undo and redo")
    undoManager.setActionName("")
    #expect(undoManager.undoMenuItemTitle == "Undo")
    #expect(undoManager.undoMenuTitle(forUndoActionName: "Resize") == "Undo Resize")
    #expect(undoManager.redoMenuTitle(forUndoActionName: "") == "Redo")
  }

  @Test func levelsOfUndoDropsTheOldestChanges() {
    let undoManager = UndoManager()
    undoManager.levelsOfUndo = 2
    let tally = Tally(undoManager)
    for amount in [1, 10, 100] {
      tally.add(amount)
      endEvent()
    }
    undoManager.undo()
    undoManager.undo()
    #expect(tally.value == 1)
    #expect(!undoManager.canUndo, "the first change was dropped")
    undoManager.levelsOfUndo = 1
    undoManager.redo()
    #expect(tally.value == 11)
    #expect(!undoManager.canRedo, "lowering the limit trimmed the redo stack too")
  }

  @Test func removeAllActionsEmptiesBothStacksAndEnablesRegistration() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    tally.add(1)
    endEvent()
    tally.add(2)
    endEvent()
    undoManager.undo()
    undoManager.disableUndoRegistration()
    undoManager.removeAllActions()
    #expect(!undoManager.canUndo && !undoManager.canRedo)
    #expect(undoManager.isUndoRegistrationEnabled)
    tally.add(3)
    endEvent()
    undoManager.undo()
    #expect(tally.value == 1)
  }

  @Test func removeAllActionsWithTargetKeepsTheOtherTargetsChanges() {
    let undoManager = UndoManager()
    let kept = Tally(undoManager)
    let removed = Tally(undoManager)
    kept.add(1)
    endEvent()
    removed.add(5)
    endEvent()
    kept.add(10)
    removed.add(50)
    endEvent()
    undoManager.removeAllActions(withTarget: removed)
    undoManager.undo()
    #expect(kept.value == 1)
    #expect(removed.value == 55)
    undoManager.undo()
    #expect(kept.value == 0, "the step that only changed the removed target is gone")
    #expect(!undoManager.canUndo)
  }

  @Test func changesMadeWhileUndoingSeeIsUndoingAndWhileRedoingIsRedoing() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    tally.add(1)
    undoManager.undo()
    undoManager.redo()
    #expect(tally.undoingAtChange == [false, true, false])
    #expect(tally.redoingAtChange == [false, false, true])
    #expect(!undoManager.isUndoing && !undoManager.isRedoing)
  }

  @Test func disabledRegistrationIsIgnoredUntilEveryDisableIsBalanced() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    undoManager.disableUndoRegistration()
    undoManager.disableUndoRegistration()
    tally.add(1)
    undoManager.enableUndoRegistration()
    #expect(!undoManager.isUndoRegistrationEnabled)
    tally.add(2)
    undoManager.enableUndoRegistration()
    #expect(undoManager.isUndoRegistrationEnabled)
    #expect(!undoManager.canUndo)
    tally.add(4)
    undoManager.undo()
    #expect(tally.value == 3)
  }

  @Test func aReleasedTargetsChangesDoNothing() {
    let undoManager = UndoManager()
    var tally: Tally? = Tally(undoManager)
    tally?.add(1)
    endEvent()
    tally = nil
    #expect(undoManager.canUndo)
    undoManager.undo()
    #expect(!undoManager.canRedo)
  }

  @Test func undoAndRedoPostTheirNotifications() {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    let names = NotificationLog(observing: undoManager)
    tally.add(1)
    endEvent()
    undoManager.undo()
    undoManager.redo()
    #expect(
      names.entries == [
        .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerCheckpoint, .NSUndoManagerWillCloseUndoGroup,
        .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange,
        .NSUndoManagerDidUndoChange, .NSUndoManagerCheckpoint, .NSUndoManagerWillRedoChange,
        .NSUndoManagerDidRedoChange,
      ])
  }

  // MARK: Grouping by event in a window

  private struct Adder: View {
    let tally: Tally
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      VStack {
        Text("add").onTapGesture {
          // The model was made before the view, so it takes the window's undo manager from the view.
          tally.add(1, undoManager: undoManager)
          tally.add(10, undoManager: undoManager)
        }
        Text("undo").onTapGesture { undoManager?.undo() }
      }
    }
  }

  @Test func theChangesOfOneTapUndoTogetherAndTwoTapsUndoSeparately() throws {
    let tally = Tally(nil)
    let host = ViewHost(
      Adder(tally: tally), size: CGSize(width: 200, height: 100), textEngine: FixedMetricsTextEngine())
    let undoManager = try #require(host.graph.rootEnvironment.undoManager)
    host.tap(text: "add")
    #expect(undoManager.groupingLevel == 0, "the tap's group closed with the tap")
    host.tap(text: "add")
    #expect(tally.value == 22)
    host.tap(text: "undo")
    #expect(tally.value == 11, "one undo reverts both changes of the second tap")
    host.tap(text: "undo")
    #expect(tally.value == 0)
    #expect(!undoManager.canUndo)
  }

  @Test func eachWindowHasItsOwnUndoManager() {
    let first = ViewHost(Text("a"), size: CGSize(width: 50, height: 50), textEngine: FixedMetricsTextEngine())
    let second = ViewHost(Text("b"), size: CGSize(width: 50, height: 50), textEngine: FixedMetricsTextEngine())
    let firstManager = first.graph.rootEnvironment.undoManager
    #expect(firstManager != nil)
    #expect(firstManager !== second.graph.rootEnvironment.undoManager)
  }

  @Test func registrationsOutsideAnEventCloseOnTheNextPassOfTheMainQueue() async {
    let undoManager = UndoManager()
    let tally = Tally(undoManager)
    tally.add(1)
    tally.add(2)
    #expect(undoManager.groupingLevel == 1)
    await mainQueuePass()
    #expect(undoManager.groupingLevel == 0)
    tally.add(4)
    await mainQueuePass()
    undoManager.undo()
    #expect(tally.value == 3)
    undoManager.undo()
    #expect(tally.value == 0)
  }

  private func mainQueuePass() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }
}

extension Tally {
  /// Adds with the undo manager of a view, registering on it instead of the tally's own.
  fileprivate func add(_ amount: Int, undoManager: UndoManager?) {
    value += amount
    undoManager?.registerUndo(withTarget: self) { tally in tally.add(-amount, undoManager: undoManager) }
  }
}

/// The names of the undo notifications an undo manager posts, in order.
@MainActor
private final class NotificationLog {
  private(set) var entries: [Notification.Name] = []
  private var observers: [NSObjectProtocol] = []

  init(observing undoManager: UndoManager) {
    let names: [Notification.Name] = [
      .NSUndoManagerCheckpoint, .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerWillCloseUndoGroup,
      .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
      .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange,
    ]
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: undoManager, queue: nil) { [weak self] note in
          let name = note.name
          MainActor.assumeIsolated { self?.entries.append(name) }
        })
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
