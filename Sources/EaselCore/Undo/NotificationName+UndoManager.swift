import Foundation

extension Notification.Name {
  /// Posted by an undo manager when it opens or closes a group and before it undoes or redoes; the object of this
  /// notification and of the others is the undo manager.
  public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
  /// Posted after an undo manager opened a group.
  public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
  /// Posted before an undo manager closes a group.
  public static let NSUndoManagerWillCloseUndoGroup = Notification.Name(
    "NSUndoManagerWillCloseUndoGroupNotification")
  /// Posted after an undo manager closed a group: a change was recorded, when the group was top-level and not
  /// empty.
  public static let NSUndoManagerDidCloseUndoGroup = Notification.Name(
    "NSUndoManagerDidCloseUndoGroupNotification")
  /// Posted before an undo manager undoes a change.
  public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
  /// Posted after an undo manager undid a change.
  public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
  /// Posted before an undo manager redoes a change.
  public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
  /// Posted after an undo manager redid a change.
  public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
