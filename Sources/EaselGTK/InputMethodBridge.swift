import CGtk
import Easel
import Foundation

/// A window's input method (GTK's IM multicontext): while a text field has focus, key presses go to it first;
/// its compositions and commits reach the field as text input events, and its candidate window sits at the caret.
@MainActor
final class InputMethodBridge {
  private let context: UnsafeMutablePointer<GtkIMContext>
  private let graph: ViewGraph
  /// Whether the input method has focus: a text field is focused.
  private var isActive = false
  private var lastCaret: CGRect?
  /// Set once the window closed and the context was released: later calls do nothing.
  private var isClosed = false

  init(graph: ViewGraph, area: UnsafeMutablePointer<GtkWidget>) {
    self.graph = graph
    context = gtk_im_multicontext_new()
    gtk_im_context_set_client_widget(context, area)
    gtk_im_context_set_use_preedit(context, 1)
    connectSignals()
  }

  /// Detaches the context from the window as it closes and gives up its reference.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    gtk_im_context_set_client_widget(context, nil)
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// Gives a key press or release to the input method; returns whether it used it (then it is not a shortcut).
  func filter(_ event: OpaquePointer) -> Bool {
    update()
    guard isActive, !isClosed else { return false }
    return gtk_im_context_filter_keypress(context, event) != 0
  }

  /// Follows the graph's focus: the input method has focus while a text field does, and its windows follow the
  /// caret.
  func update() {
    guard !isClosed else { return }
    let wantsInput = graph.focusedViewAcceptsTextInput
    if wantsInput != isActive {
      isActive = wantsInput
      if wantsInput {
        gtk_im_context_focus_in(context)
      } else {
        gtk_im_context_reset(context)
        gtk_im_context_focus_out(context)
      }
      lastCaret = nil
    }
    guard isActive, let caret = graph.textInputCaretRect, caret != lastCaret else { return }
    lastCaret = caret
    var rectangle = GdkRectangle(
      x: Int32(caret.minX.rounded()), y: Int32(caret.minY.rounded()), width: Int32(max(1, caret.width.rounded())),
      height: Int32(caret.height.rounded()))
    gtk_im_context_set_cursor_location(context, &rectangle)
  }

  private func connectSignals() {
    let commit = SignalHandler<String> { [weak self] text in
      MainActor.assumeIsolated { _ = self?.graph.dispatch(TextInputEvent.commit(text)) }
    }
    let onCommit: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
      guard let text else { return }
      SignalHandler<String>.from(data).action(String(cString: text))
    }
    connect(
      UnsafeMutableRawPointer(context), "commit", unsafeBitCast(onCommit, to: GCallback.self), commit.retainedPointer())

    let preedit = SignalHandler<Void> { [weak self] _ in MainActor.assumeIsolated { self?.preeditChanged() } }
    let onPreedit: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
      SignalHandler<Void>.from(data).action(())
    }
    connect(
      UnsafeMutableRawPointer(context), "preedit-changed", unsafeBitCast(onPreedit, to: GCallback.self),
      preedit.retainedPointer())

    let end = SignalHandler<Void> { [weak self] _ in
      MainActor.assumeIsolated { _ = self?.graph.dispatch(TextInputEvent.endPreedit) }
    }
    connect(
      UnsafeMutableRawPointer(context), "preedit-end", unsafeBitCast(onPreedit, to: GCallback.self),
      end.retainedPointer())
  }

  /// Sends the composition in progress; GTK gives its cursor in Unicode characters, Easel counts graphemes.
  private func preeditChanged() {
    var string: UnsafeMutablePointer<CChar>?
    var attributes: OpaquePointer?
    var cursor: Int32 = 0
    gtk_im_context_get_preedit_string(context, &string, &attributes, &cursor)
    let text = string.map { String(cString: $0) } ?? ""
    g_free(string)
    if let attributes { pango_attr_list_unref(attributes) }
    guard !text.isEmpty else {
      graph.dispatch(TextInputEvent.endPreedit)
      return
    }
    let scalars = text.unicodeScalars
    let cursorIndex = scalars.index(scalars.startIndex, offsetBy: min(max(0, Int(cursor)), scalars.count))
    let graphemeCursor = text[..<cursorIndex].count
    graph.dispatch(TextInputEvent.preedit(text, cursor: graphemeCursor))
  }
}
