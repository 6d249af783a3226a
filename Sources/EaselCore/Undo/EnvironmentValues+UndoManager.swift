import Foundation

private struct UndoManagerKey: EnvironmentKey {
  static let defaultValue: UndoManager? = nil
}

extension EnvironmentValues {
  /// The undo manager of the window, or of the document the view edits: register the changes users may want to
  /// undo with it.
  ///
  /// Every window's view graph has one; a document window's is the document's own. As in SwiftUI, views read it
  /// but cannot replace it.
  public package(set) var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}
