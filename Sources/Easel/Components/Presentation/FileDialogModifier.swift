@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Shows a file dialog while `request` is not `nil`: the modifier behind `fileImporter` and `fileMover` (and the
/// document layer's `fileExporter`).
///
/// The node adds the window's graph and the `fileDialogMessage`, `fileDialogConfirmationLabel` and
/// `fileDialogDefaultDirectory` it sees to the request. When the dialog closes it calls `dismiss` first (which sets
/// the binding to false) and then `respond`, the order SwiftUI documents.
struct FileDialogModifier: ViewModifier, PrimitiveModifier {
  /// The dialog to show, or `nil` when none should show (the binding is false, or nothing is there to act on).
  let request: FileDialogRequest?
  /// Sets the presenter's binding to false.
  let dismiss: @MainActor () -> Void
  /// Acts on the answer: calls the view's completion, or its cancellation handler.
  let respond: @MainActor (FileDialogResponse) -> Void

  typealias Body = Never
  func makeNode(graph: ViewGraph) -> FileDialogNode { FileDialogNode(graph: graph) }
  func apply(to node: FileDialogNode) { node.apply(self) }
}

/// Keeps one file dialog in step with its presenter: shows it when the binding turns true, closes it when the binding
/// turns false or the view goes away, and hands the answer to the view.
final class FileDialogNode: TransparentModifierNode {
  private var modifier: FileDialogModifier?
  /// The request of the dialog showing now.
  private var shown: FileDialogRequest?
  /// Whether showing waits for the end of the update.
  private var isScheduled = false

  func apply(_ modifier: FileDialogModifier) { self.modifier = modifier }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    super.update(with: view, environmentChanged: environmentChanged)
    synchronize()
  }

  private func synchronize() {
    guard let modifier else { return }
    guard modifier.request != nil else {
      close()
      return
    }
    guard shown == nil, !isScheduled else { return }
    // After the update: a presenter may answer at once (none installed), and the answer writes state.
    isScheduled = true
    graph.enqueueLifecycle { [weak self] in self?.show() }
  }

  private func show() {
    isScheduled = false
    guard isMounted, shown == nil, var request = modifier?.request else { return }
    request.graph = graph
    request.message = environment.fileDialogMessage?.resolvedString(in: environment)
    request.confirmationLabel = environment.fileDialogConfirmationLabel?.resolvedString(in: environment)
    request.defaultDirectory = environment.fileDialogDefaultDirectory
    shown = request
    environment.presentFileDialog(request) { [weak self] response in self?.finish(request, with: response) }
  }

  private func finish(_ request: FileDialogRequest, with response: FileDialogResponse) {
    guard shown?.id == request.id else { return }
    shown = nil
    modifier?.dismiss()
    modifier?.respond(response)
  }

  private func close() {
    guard let shown else { return }
    self.shown = nil
    environment.dismissFileDialog(shown)
  }

  /// A presenter that disappears takes its dialog with it.
  override func willUnmount() { close() }
}
