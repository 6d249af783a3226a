import Foundation

/// The standard locations in the menu bar that command groups go before, after or in place of.
///
/// On the desktop, the menu bar has File, Edit and View menus, then the app's own menus, then Help:
/// File holds `newItem`, `saveItem`, `importExport`, `printItem` and `appTermination` (Close Window and Quit);
/// Edit holds `undoRedo`, `pasteboard`, `textEditing`, `textFormatting` and `appSettings` (Preferences, as in GNOME
/// apps); View holds `toolbar` and `sidebar`, then the window placements, which have no menu of their own on GNOME;
/// Help holds `help` and `appInfo` (About), as GNOME apps keep About in Help. `systemServices` and `appVisibility`
/// have no place on Linux desktops: what goes there is not shown.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String
  init(_ name: String) { self.name = name }

  /// About the app (Help ▸ About).
  public static let appInfo = CommandGroupPlacement("appInfo")
  /// The app's preferences (the end of Edit).
  public static let appSettings = CommandGroupPlacement("appSettings")
  /// System services: not shown on Linux desktops.
  public static let systemServices = CommandGroupPlacement("systemServices")
  /// Hiding the app: not shown on Linux desktops.
  public static let appVisibility = CommandGroupPlacement("appVisibility")
  /// Close Window and Quit (the end of File).
  public static let appTermination = CommandGroupPlacement("appTermination")
  /// New and Open… (the start of File).
  public static let newItem = CommandGroupPlacement("newItem")
  /// Save, Save As… and Revert to Saved.
  public static let saveItem = CommandGroupPlacement("saveItem")
  /// Import and export items, after the save items.
  public static let importExport = CommandGroupPlacement("importExport")
  /// Printing, before Close Window.
  public static let printItem = CommandGroupPlacement("printItem")
  /// Undo and Redo (the start of Edit).
  public static let undoRedo = CommandGroupPlacement("undoRedo")
  /// Cut, Copy, Paste, Delete and Select All.
  public static let pasteboard = CommandGroupPlacement("pasteboard")
  /// Text editing: find, spelling, after the pasteboard items.
  public static let textEditing = CommandGroupPlacement("textEditing")
  /// Text formatting: fonts and styles.
  public static let textFormatting = CommandGroupPlacement("textFormatting")
  /// Showing and customising toolbars (the start of View).
  public static let toolbar = CommandGroupPlacement("toolbar")
  /// Showing the sidebar.
  public static let sidebar = CommandGroupPlacement("sidebar")
  /// Sizing the window (in View on GNOME).
  public static let windowSize = CommandGroupPlacement("windowSize")
  /// The list of the app's windows (in View on GNOME).
  public static let windowList = CommandGroupPlacement("windowList")
  /// The app's single windows (in View on GNOME).
  public static let singleWindowList = CommandGroupPlacement("singleWindowList")
  /// Arranging windows (in View on GNOME).
  public static let windowArrangement = CommandGroupPlacement("windowArrangement")
  /// The app's help (the start of Help).
  public static let help = CommandGroupPlacement("help")
}
