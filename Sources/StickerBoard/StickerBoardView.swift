import Easel
import Foundation

/// The editor of one board: the palette above, the canvas below. A click on the canvas places the picked emoji, a
/// click on a sticker selects it, a drag moves it; Delete, Copy and Paste act on the selection, and pasting a
/// picture another app copied makes it the background.
public struct StickerBoardView: View {
  @ObservedObject var document: StickerBoardDocument
  let fileURL: URL?
  @Environment(\.undoManager) private var undoManager
  @Environment(\.colorScheme) private var colorScheme
  @State private var picked = StickerPalette.emojis[0]
  @State private var selection: Sticker.ID?
  @State private var errorMessage: String?
  /// Whether the Board menu's Export as PNG… shows its save dialog.
  @State private var isExporting = false
  @GestureState private var drag: BoardDrag?

  /// The editor of `document`, stored at `fileURL` (`nil` while untitled).
  public init(document: StickerBoardDocument, fileURL: URL?) {
    self.document = document
    self.fileURL = fileURL
  }

  public var body: some View {
    VStack(spacing: 0) {
      header
      Rectangle().fill(BoardStyle.separator(colorScheme)).frame(height: 1)
      ZStack {
        BoardStyle.backdrop(colorScheme)
        framedCanvas
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .pasteDestination(for: Sticker.self) { pasted in paste(pasted) }
    .onPasteCommand(of: [UTType.png]) { providers in pasteBackground(from: providers) }
    .copyable(copiedStickers)
    .onDeleteCommand(perform: deleteAction)
    // The Board menu acts on the front window's board.
    .focusedSceneValue(
      \.board, BoardFocus(document: document, undoManager: undoManager, export: { isExporting = true })
    )
    .fileExporter(
      isPresented: $isExporting, item: isExporting ? BoardExport.picture(of: document) : nil, contentTypes: [.png],
      defaultFilename: BoardExport.defaultFilename(forBoardNamed: boardName)
    ) { result in
      if case .failure(let error) = result { errorMessage = error.localizedDescription }
    }
    .alert("The board could not be exported", isPresented: errorBinding) {
      Button("OK", role: .cancel) {}
    } message: {
      Text(errorMessage ?? "")
    }
  }

  private var framedCanvas: some View {
    canvas
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .overlay(RoundedRectangle(cornerRadius: 12).stroke(BoardStyle.separator(colorScheme), lineWidth: 1))
      .shadow(color: Color.black.opacity(0.12), radius: 12, x: 0, y: 4)
  }

  private var header: some View {
    HStack(spacing: 16) {
      StickerPalette(picked: $picked)
      Spacer(minLength: 0)
      VStack(alignment: .trailing, spacing: 2) {
        Text(countText).font(.headline)
        Text("Click to place · Drag to move · Delete removes")
          .font(.caption).foregroundStyle(Color.secondary)
      }
    }
    .padding(.horizontal, 20)
    .padding(.vertical, 10)
    .background(BoardStyle.bar(colorScheme))
  }

  private var countText: String {
    switch document.stickers.count {
    case 0: "No stickers"
    case 1: "1 sticker"
    case let count: "\(count) stickers"
    }
  }

  private var canvas: some View {
    BoardCanvas(
      stickers: document.stickers, background: document.backgroundImage, selection: selection, dragging: dragging
    )
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .updating($drag) { value, state, _ in
          // The sticker under the press is found once, so a quick drag that outruns it keeps moving it.
          let sticker = state?.sticker ?? self.sticker(at: value.startLocation)
          state = BoardDrag(sticker: sticker, translation: value.translation)
        }
        .onEnded { value in finishPress(value) })
  }

  // MARK: Pointer

  private var dragging: (id: Sticker.ID, translation: CGSize)? {
    guard let drag, let id = drag.sticker else { return nil }
    return (id, drag.translation)
  }

  private func finishPress(_ value: DragGesture.Value) {
    let moved = hypot(value.translation.width, value.translation.height) > 3
    if let id = sticker(at: value.startLocation), let sticker = document.sticker(id) {
      selection = id
      if moved {
        document.move(id, to: clamped(sticker.position.offset(by: value.translation)), undoManager: undoManager)
      }
    } else if !moved {
      let sticker = Sticker(emoji: picked, at: clamped(value.location))
      document.add(sticker, undoManager: undoManager)
      selection = nil
    }
  }

  /// The topmost sticker whose square holds `point` (a canvas point).
  private func sticker(at point: CGPoint) -> Sticker.ID? {
    let half = BoardStyle.stickerSide / 2
    return document.stickers.last { sticker in
      abs(sticker.x - point.x) <= half && abs(sticker.y - point.y) <= half
    }?.id
  }

  /// `point` kept inside the canvas, so no sticker is lost off its edge.
  private func clamped(_ point: CGPoint) -> CGPoint {
    let size = BoardStyle.canvasSize
    return CGPoint(x: min(max(point.x, 0), size.width), y: min(max(point.y, 0), size.height))
  }

  // MARK: Commands

  private var copiedStickers: [Sticker] { selection.flatMap { document.sticker($0) }.map { [$0] } ?? [] }

  private var deleteAction: (() -> Void)? { selection == nil ? nil : { deleteSelection() } }

  private func deleteSelection() {
    guard let selection else { return }
    document.delete(selection, undoManager: undoManager)
    self.selection = nil
  }

  /// Pastes copies of `stickers` a little below and to the right of the originals, so they are seen as new.
  private func paste(_ stickers: [Sticker]) {
    let copies = stickers.map { sticker in
      Sticker(emoji: sticker.emoji, at: clamped(sticker.position.offset(by: CGSize(width: 24, height: 24))))
    }
    document.paste(copies, undoManager: undoManager)
    selection = copies.last?.id
  }

  private func pasteBackground(from providers: [NSItemProvider]) {
    guard let provider = providers.first else { return }
    provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) {
      [weak document, weak undoManager] data, _ in
      guard let data else { return }
      Task { @MainActor in document?.setBackground(data, undoManager: undoManager) }
    }
  }

  private var boardName: String { fileURL?.lastPathComponent ?? "Sticker Board" }

  private var errorBinding: Binding<Bool> {
    Binding(get: { errorMessage != nil }, set: { if !$0 { errorMessage = nil } })
  }
}

/// The press on the canvas being tracked: the sticker it started on, if any, and how far it moved.
private struct BoardDrag: Equatable {
  var sticker: Sticker.ID?
  var translation: CGSize
}

extension CGPoint {
  fileprivate func offset(by translation: CGSize) -> CGPoint {
    CGPoint(x: x + translation.width, y: y + translation.height)
  }
}
