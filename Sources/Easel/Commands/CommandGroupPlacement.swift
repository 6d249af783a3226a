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

  public static let appInfo = CommandGroupPlacement("appInfo")
  public static let appSettings = CommandGroupPlacement("appSettings")
  public static let systemServices = CommandGroupPlacement("systemServices")
  public static let appVisibility = CommandGroupPlacement("appVisibility")
  public static let appTermination = CommandGroupPlacement("appTermination")
  public static let newItem = CommandGroupPlacement("newItem")
  public static let saveItem = CommandGroupPlacement("saveItem")
  public static let importExport = CommandGroupPlacement("importExport")
  public static let printItem = CommandGroupPlacement("printItem")
  public static let undoRedo = CommandGroupPlacement("undoRedo")
  public static let pasteboard = CommandGroupPlacement("pasteboard")
  public static let textEditing = CommandGroupPlacement("textEditing")
  public static let textFormatting = CommandGroupPlacement("textFormatting")
  public static let toolbar = CommandGroupPlacement("toolbar")
  public static let sidebar = CommandGroupPlacement("sidebar")
  public static let windowSize = CommandGroupPlacement("windowSize")
  public static let windowList = CommandGroupPlacement("windowList")
  public static let singleWindowList = CommandGroupPlacement("singleWindowList")
  public static let windowArrangement = CommandGroupPlacement("windowArrangement")
  public static let help = CommandGroupPlacement("help")
}
