import Easel
import Foundation

/// The canvas's clipboard and export commands: Cut, Copy and Paste of the selected emojis, Duplicate, pasting a
/// picture, a picture's address or emoji text from other applications, Copy as Image and Export as PNG…
///
/// Pasted and duplicated emojis become the selection, and each command is one undo step.
struct CanvasEditing: ViewModifier {
  @ObservedObject var document: EmojiArtDocument
  @Binding var selection: Set<EmojiArt.Emoji.ID>
  /// The canvas as the window shows it, so pastes land where they are seen.
  let geometry: CanvasGeometry
  /// The font size, at zoom 1, of emojis pasted as text: they look as large as the palette's.
  let emojiSize: CGFloat
  let undoManager: UndoManager?
  /// The document's file, which names its exported pictures; `nil` while it is untitled.
  let fileURL: URL?

  /// The picture the save dialog is showing for, made when Export as PNG… was chosen.
  @Environment(\.clipboard) private var clipboard
  @State private var exported: ExportedPicture?
  /// Why the last export or Copy as Image failed, while the alert says it.
  @State private var failure: String?

  /// How many steps of ``EmojiArtDocument/copyOffset`` a paste goes at most to find a free place.
  private static let maximumPasteSteps = 50

  func body(content: Content) -> some View {
    content
      // Emojis copied in EmojiArt first: their clipboard item has text too, which the next one would take.
      .pasteDestination(for: CopiedEmojis.self) { pasted in pasted.first.map(paste) }
      .onPasteCommand(of: CanvasDrop.pastedContentTypes) { providers in _ = pasteDrop.perform(providers) }
      .copyable(document.copyEmojis(selection).map { [$0] } ?? [])
      .onCutCommand(perform: selection.isEmpty ? nil : { cut() })
      .focusedSceneValue(
        \.emojiArtCanvas,
        EmojiArtCanvasActions(
          canDuplicate: !selection.isEmpty, canExport: !document.isEmpty, duplicate: duplicate,
          copyAsImage: copyAsImage, export: export)
      )
      .fileExporter(
        isPresented: isExporting, item: exported, contentTypes: [.png],
        defaultFilename: EmojiArtExport.defaultFilename(for: fileURL)
      ) { result in
        if case .failure(let error) = result { failure = error.localizedDescription }
      }
      .alert("The picture could not be exported", isPresented: isFailing) {
        Button("OK", role: .cancel) {}
      } message: {
        Text(failure ?? "")
      }
  }

  // MARK: Emojis

  /// Cuts the selection: its emojis go to the clipboard as emojis for EmojiArt, as text for other applications.
  private func cut() -> [NSItemProvider] {
    guard let copied = document.cutEmojis(selection, undoManager: undoManager) else { return [] }
    selection.removeAll()
    let provider = NSItemProvider()
    provider.register(copied)
    return [provider]
  }

  /// Pastes `copied` where it was copied from (cut emojis come back in place), or ``EmojiArtDocument/copyOffset``
  /// further each time the same emojis sit there already, so each paste is seen; when that is out of view (it
  /// came from elsewhere in a large canvas, or another document), at the centre of the view instead. The copies
  /// become the selection.
  private func paste(_ copied: CopiedEmojis) {
    let taken = Set(document.emojis.map { Place(text: $0.text, x: $0.x, y: $0.y) })
    var placed = copied
    var steps = 0
    while steps < Self.maximumPasteSteps,
      placed.emojis.allSatisfy({ taken.contains(Place(text: $0.text, x: $0.x, y: $0.y)) })
    {
      placed = placed.moved(by: EmojiArtDocument.copyOffset)
      steps += 1
    }
    let visible = CGRect(origin: geometry.canvasPoint(.zero), size: geometry.size / geometry.zoom)
    if !visible.contains(placed.center) {
      let center = visibleCenter
      placed = copied.moved(by: CGSize(width: center.x - copied.center.x, height: center.y - copied.center.y))
    }
    selection = document.pasteEmojis(placed, undoManager: undoManager)
  }

  /// An emoji at a place: a paste goes on while each of its emojis has a twin there.
  private struct Place: Hashable {
    let text: String
    let x: Int
    let y: Int
  }

  private func duplicate() {
    selection = document.duplicateEmojis(selection, undoManager: undoManager)
  }

  /// What other applications copied: a picture or its address becomes the background, emoji text is added at the
  /// centre of the view and selected; each is one change, named as a paste.
  private var pasteDrop: CanvasDrop {
    let selection = $selection
    return CanvasDrop(
      document: document, undoManager: undoManager, location: visibleCenter, emojiSize: emojiSize, kind: .paste,
      onAdd: { ids in selection.wrappedValue = ids })
  }

  /// The canvas point at the centre of the view.
  private var visibleCenter: CGPoint {
    geometry.canvasPoint(CGPoint(x: geometry.size.width / 2, y: geometry.size.height / 2))
  }

  // MARK: Pictures

  /// Shows the save dialog for the picture at `scale`, or says why it cannot be made.
  private func export(scale: CGFloat) {
    do {
      exported = ExportedPicture(png: try EmojiArtExport.png(of: document, scale: scale))
    } catch {
      failure = error.reason
    }
  }

  /// Puts the picture, at 1×, on the clipboard as PNG.
  private func copyAsImage() {
    do {
      clipboard?.write([ClipboardItem(pngData: try EmojiArtExport.png(of: document, scale: 1))])
    } catch {
      failure = error.reason
    }
  }

  private var isExporting: Binding<Bool> {
    Binding(get: { exported != nil }, set: { if !$0 { exported = nil } })
  }

  private var isFailing: Binding<Bool> {
    Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })
  }
}
