import CGtk
import Easel
import Foundation

/// A window's emoji chooser: the `GtkEmojiChooser` popover that GTK's own text entries open on Ctrl+., pointing at
/// the focused field's caret. It is made the first time a field asks and kept for the window's life, as a GTK entry
/// keeps its own, so it opens on the section and recent emojis the user last saw.
@MainActor
final class EmojiChooserBridge {
  private let area: UnsafeMutablePointer<GtkWidget>
  private var chooser: UnsafeMutablePointer<GtkWidget>?
  /// Types a picked emoji into the field that opened the chooser.
  private var insert: (@MainActor (String) -> Void)?

  init(area: UnsafeMutablePointer<GtkWidget>) { self.area = area }

  /// Opens the chooser pointing at `anchor` (in the drawing area's points); `insert` takes the emoji picked.
  func show(pointingAt anchor: CGRect, insert: @escaping @MainActor (String) -> Void) {
    self.insert = insert
    let popover = Self.popover(chooser ?? makeChooser())
    var rectangle = GdkRectangle(
      x: Int32(anchor.minX.rounded()), y: Int32(anchor.minY.rounded()), width: Int32(max(1, anchor.width.rounded())),
      height: Int32(max(1, anchor.height.rounded())))
    gtk_popover_set_pointing_to(popover, &rectangle)
    gtk_popover_popup(popover)
  }

  /// Takes the chooser off the drawing area as the window closes: GTK expects a widget's children gone before it.
  func close() {
    guard let chooser else { return }
    self.chooser = nil
    insert = nil
    gtk_widget_unparent(chooser)
  }

  private func makeChooser() -> UnsafeMutablePointer<GtkWidget> {
    let chooser = gtk_emoji_chooser_new()!
    gtk_widget_set_parent(chooser, area)
    let picked = SignalHandler<String> { [weak self] emoji in MainActor.assumeIsolated { self?.insert?(emoji) } }
    let onPicked: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
      guard let text else { return }
      SignalHandler<String>.from(data).action(String(cString: text))
    }
    connect(
      UnsafeMutableRawPointer(chooser), "emoji-picked", unsafeBitCast(onPicked, to: GCallback.self),
      picked.retainedPointer())
    self.chooser = chooser
    return chooser
  }

  /// The chooser as the popover it is (the `GTK_POPOVER()` cast Swift cannot import).
  private static func popover(_ chooser: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkPopover> {
    UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkPopover.self)
  }
}

/// The desktop's emoji picker for ``EnvironmentValues/emojiPicker``: the chooser of the window whose field asks.
@MainActor
final class GTKEmojiPicker: EmojiPicker {

  func showEmojiPicker(pointingAt anchor: CGRect, in graph: ViewGraph, insert: @escaping @MainActor (String) -> Void) {
    GTKApplication.windows.values.first { $0.graph === graph }?.emojiChooser.show(pointingAt: anchor, insert: insert)
  }
}
