import Easel
import Foundation

/// The window of one document (the course's `EmojiArtDocumentView`): the palette strip above, the canvas below.
///
/// Drag an emoji from the strip onto the canvas to add it, drop an image file or image data to make it the
/// background. Drag the background or scroll to pan; pinch, Ctrl+scroll or the View menu zoom, and a double click
/// fits the background. A click selects an emoji (Shift- or Ctrl-click adds to the selection, and so does a
/// Shift-drag's rubber band on the background; Edit ▸ Select All selects all, Escape none), dragging moves it or the
/// whole selection, snapping to smart guides unless Alt is held, a pinch resizes it, Delete removes it and the arrow
/// keys nudge it. A pinch or Ctrl+scroll zooms about the pointer, the View menu about the centre.
public struct EmojiArtDocumentView: View {
  @ObservedObject var document: EmojiArtDocument
  /// The document's file, which names its exported pictures; `nil` while it is untitled.
  let fileURL: URL?
  @EnvironmentObject private var paletteStore: PaletteStore
  @Environment(\.undoManager) private var undoManager
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.accessibilityEnabled) private var accessibilityEnabled
  /// The emoji the keyboard rests on, while an assistive technology runs: one just added from the palette.
  @FocusState private var focusedEmoji: EmojiArt.Emoji.ID?

  /// The font size of the palette's emojis, and of an emoji dropped from it at zoom 1.
  static let defaultEmojiSize: CGFloat = 40
  /// How much one Zoom In or Zoom Out step changes the zoom.
  static let zoomStep: CGFloat = 1.25

  @State private var selection = Set<EmojiArt.Emoji.ID>()
  @State private var isDropTargeted = false

  // The zoom and pan are kept for the window (for a document, its file), so a document opens again as it was left.
  @SceneStorage("EmojiArt.zoom") private var storedZoom = 1.0
  @SceneStorage("EmojiArt.panX") private var storedPanX = 0.0
  @SceneStorage("EmojiArt.panY") private var storedPanY = 0.0
  @GestureState private var pinch: MagnifyGesture.Value?
  @GestureState private var canvasDrag: CanvasDrag?
  /// Whether an emoji is being dragged; how far is in `dragTracker`, which only the dragged emojis read.
  @GestureState private var isDraggingEmoji = false
  @State private var dragTracker = EmojiDragTracker()
  /// The names a screen reader hears for the canvas's emojis.
  @State private var spokenNames = SpokenNames()
  @State private var emojiActions = EmojiAccessibilityActions()

  /// The view of `document`, stored in `fileURL` (`nil` while untitled), with the palettes of the ``PaletteStore``
  /// in the environment (`.environmentObject(_:)`), as the course's app does.
  public init(document: EmojiArtDocument, fileURL: URL? = nil) {
    self.document = document
    self.fileURL = fileURL
  }

  public var body: some View {
    VStack(spacing: 0) {
      PaletteStrip(store: paletteStore, emojiSize: Self.defaultEmojiSize, onAdd: addToCanvas)
      Rectangle().fill(style.separator).frame(height: 1)
      GeometryReader { geometry in canvas(in: geometry.size) }
    }
  }

  private var style: EmojiArtStyle { EmojiArtStyle(colorScheme: colorScheme) }

  // MARK: Canvas

  private func canvas(in size: CGSize) -> some View {
    let geometry = CanvasGeometry(size: size, zoom: zoomScale, pan: panOffset(in: size))
    return ZStack {
      style.backdrop
        .overlay(
          OptionalImage(uiImage: document.backgroundImage)
            .scaleEffect(zoomScale)
            .offset(geometry.pan)
        )
        .gesture(doubleTapToZoom(in: size).exclusively(before: tapToDeselect()))
      if document.isEmpty && document.backgroundStatus != .loading { hint }
      emojiLayer(in: size, pan: geometry.pan)
      if case .band(let rect)? = canvasDrag { band(rect) }
      SnapGuideLines(drag: dragTracker, geometry: geometry, color: style.accent)
      if isDropTargeted { style.dropTarget.allowsHitTesting(false) }
      if document.backgroundStatus == .loading { ProgressView().controlSize(.large).allowsHitTesting(false) }
    }
    .clipped()
    .accessibilityElement(children: .contain)
    .accessibilityLabel("Canvas")
    .contentShape(Rectangle())
    .gesture(backgroundDrag(in: geometry))
    .gesture(zoomGesture(in: size))
    .onScroll { event in
      steadyStatePanOffset = steadyStatePanOffset - event.delta / zoomScale
      return true
    }
    .onDrop(of: CanvasDrop.contentTypes, isTargeted: $isDropTargeted) { providers, location in
      CanvasDrop(
        document: document, undoManager: undoManager, location: geometry.canvasPoint(location),
        emojiSize: Self.defaultEmojiSize / zoomScale
      )
      .perform(providers)
    }
    // Only adding and deleting change which emojis there are, and each changes their number: an undone add must
    // not leave its emoji's id selected, or Delete would be offered with nothing to delete.
    .onChange(of: document.emojis.count) { selection.formIntersection(document.emojis.map(\.id)) }
    // A drag that ended without a move (cancelled) leaves its emojis where they were.
    .onChange(of: isDraggingEmoji) { if !isDraggingEmoji { dragTracker.end() } }
    .alert("The background could not be set", isPresented: failureBinding) {
      Button("OK", role: .cancel) {}
    } message: {
      if case .failed(let reason) = document.backgroundStatus { Text(reason) }
    }
    .onKeyPress { press in handleKey(press) }
    .onModifierKeysChanged(mask: .option) { _, held in dragTracker.snapsToGuides = held.isEmpty }
    .onCommand(Selector("selectAll:"), perform: document.emojis.isEmpty ? nil : { selectAll() })
    .onDeleteCommand(perform: selection.isEmpty ? nil : { deleteSelection() })
    .modifier(
      CanvasEditing(
        document: document, selection: $selection, geometry: geometry, emojiSize: Self.defaultEmojiSize / zoomScale,
        undoManager: undoManager, fileURL: fileURL)
    )
    .focusedSceneValue(
      \.emojiArt,
      EmojiArtFocus(
        document: document, zoomIn: { zoom(by: Self.zoomStep) }, zoomOut: { zoom(by: 1 / Self.zoomStep) },
        zoomToFit: { withAnimation { zoomToFit(in: size) } }))
  }

  private var hint: some View {
    VStack(spacing: 8) {
      Text("🖼️").font(.system(size: 56))
      Text("Drop an image or drag an emoji here").font(.title3).foregroundStyle(style.hint)
    }
    .allowsHitTesting(false)
  }

  /// Shows the alert while a dropped background has failed; dismissing it clears the failure.
  private var failureBinding: Binding<Bool> {
    Binding(
      get: { if case .failed = document.backgroundStatus { true } else { false } },
      set: { if !$0 { document.setBackgroundStatus(.idle) } })
  }

  /// The emojis, drawn at the steady zoom around the canvas's centre, then scaled whole by a pinch of the canvas and
  /// moved whole by `pan` (the canvas's, in view points): a pan or pinch step changes two modifiers here, not every
  /// emoji's view (`EmojiLayer`).
  private func emojiLayer(in size: CGSize, pan: CGSize) -> some View {
    let zoom = steadyStateZoomScale
    let pinch = selection.isEmpty ? 1 : gestureZoomScale
    let key = EmojiLayerKey(
      emojis: document.emojis, zoom: zoom, size: size, selection: selection, selectionPinch: pinch,
      colorScheme: colorScheme, describesEmojis: accessibilityEnabled)
    let geometry = CanvasGeometry(size: size, zoom: zoom, pan: .zero)
    // One view, the canvas's size: a pinch scales it about the canvas's centre, and the pan (which includes the
    // pinch's, to keep the pinched point still) moves it. As a drawing group, the layer is one image while only the
    // pinch or the pan changes, rather than every emoji drawn again (and every colour-emoji glyph rasterized anew at
    // each new scale); at rest the emojis are drawn directly, sharp at the zoom's font size.
    // Described for assistive technologies only while one runs: otherwise each emoji is the views it always was.
    if key.describesEmojis { updateEmojiActions() }
    return EmojiLayer(key: key) {
      ZStack {
        if key.describesEmojis {
          ForEach(key.emojis) { emoji in
            placed(
              emojiView(emoji, in: key).modifier(
                EmojiAccessibility(
                  emoji: emoji, name: spokenNames.name(of: emoji.text), isSelected: key.selection.contains(emoji.id),
                  actions: emojiActions, focus: $focusedEmoji)),
              emoji, in: geometry)
          }
        } else {
          ForEach(key.emojis) { emoji in placed(emojiView(emoji, in: key), emoji, in: geometry) }
        }
      }
    }
    .drawingGroup()
    .scaleEffect(selection.isEmpty ? gestureZoomScale : 1)
    .offset(pan)
  }

  /// The view of `emoji` at the layer's zoom, a selected one resized by a pinch in progress.
  private func emojiView(_ emoji: EmojiArt.Emoji, in key: EmojiLayerKey) -> EmojiView {
    let isSelected = key.selection.contains(emoji.id)
    return EmojiView(
      text: emoji.text, fontSize: emoji.fontSize * key.zoom * (isSelected ? key.selectionPinch : 1),
      isSelected: isSelected, style: style, id: emoji.id, drag: dragTracker)
  }

  /// `view` of `emoji` at its place on the canvas, selected by a tap and moved by a drag.
  private func placed(_ view: some View, _ emoji: EmojiArt.Emoji, in geometry: CanvasGeometry) -> some View {
    view
      .position(geometry.viewPoint(emoji.location))
      .gesture(selectionTap(on: emoji))
      .gesture(dragGesture(for: emoji))
  }

  /// Gives the canvas's emojis what a screen reader can do to one of them now: select it, move it (by a step of the
  /// current zoom), resize it, delete it.
  private func updateEmojiActions() {
    let (document, undoManager, step) = (document, undoManager, Self.accessibilityMoveStep / zoomScale)
    let selection = $selection
    emojiActions.select = { selection.wrappedValue = [$0] }
    emojiActions.move = { id, direction in document.moveEmojis([id], by: direction * step, undoManager: undoManager) }
    emojiActions.scale = { id, factor in document.scaleEmojis([id], by: factor, undoManager: undoManager) }
    emojiActions.delete = { id in
      selection.wrappedValue.remove(id)
      document.removeEmojis([id], undoManager: undoManager)
    }
  }

  /// How far a screen reader's move action moves an emoji, in view points.
  static let accessibilityMoveStep: CGFloat = 20

  /// Adds `emoji` at the middle of what the canvas shows, as a screen reader's "add" on a palette emoji does.
  private func addToCanvas(_ emoji: String) {
    let centre = CGPoint(x: -steadyStatePanOffset.width, y: -steadyStatePanOffset.height)
    let id = document.addEmoji(emoji, at: centre, size: Self.defaultEmojiSize / zoomScale, undoManager: undoManager)
    selection = [id]
    focusedEmoji = id
  }

  // MARK: Zoom and pan (the course's)

  private var steadyStateZoomScale: CGFloat {
    get { CGFloat(storedZoom) }
    nonmutating set { storedZoom = Double(newValue) }
  }

  /// The pan, in canvas points (the course's), so that it stays on the same spot of the picture as the zoom changes.
  private var steadyStatePanOffset: CGSize {
    get { CGSize(width: storedPanX, height: storedPanY) }
    nonmutating set { (storedPanX, storedPanY) = (Double(newValue.width), Double(newValue.height)) }
  }

  /// The magnification of a pinch in progress.
  private var gestureZoomScale: CGFloat { pinch?.magnification ?? 1 }

  /// The zoom, and while a pinch without a selection goes on, the pinch's.
  private var zoomScale: CGFloat { steadyStateZoomScale * (selection.isEmpty ? gestureZoomScale : 1) }

  /// A pinch (or Ctrl+scroll) zooms the canvas about where it started, so the picture under the fingers (or the
  /// pointer) stays under them; with a selection, it resizes the selected emojis instead.
  private func zoomGesture(in size: CGSize) -> some Gesture {
    MagnifyGesture()
      .updating($pinch) { value, pinch, _ in pinch = value }
      .onEnded { value in
        if selection.isEmpty {
          steadyStatePanOffset = steadyStatePanOffset + pinchPan(value, in: size)
          steadyStateZoomScale *= value.magnification
        } else {
          document.scaleEmojis(selection, by: value.magnification, undoManager: undoManager)
        }
      }
  }

  /// The pan in view points: the steady one, and a drag's or a pinch's in progress.
  private func panOffset(in size: CGSize) -> CGSize {
    (steadyStatePanOffset + gesturePanOffset(in: size)) * zoomScale
  }

  /// The pan of a drag or a pinch in progress, in canvas points.
  private func gesturePanOffset(in size: CGSize) -> CGSize {
    if case .pan(let translation)? = canvasDrag { return translation / zoomScale }
    if let pinch, selection.isEmpty { return pinchPan(pinch, in: size) }
    return .zero
  }

  /// The pan, in canvas points, that keeps the canvas point where `pinch` started fixed as it zooms.
  private func pinchPan(_ pinch: MagnifyGesture.Value, in size: CGSize) -> CGSize {
    CanvasGeometry(size: size, zoom: steadyStateZoomScale, pan: .zero)
      .panKeeping(pinch.startLocation, zoomedBy: pinch.magnification)
  }

  /// A drag on the background pans, as the course's does; a Shift-drag draws a rubber band instead and adds the
  /// emojis whose centres are inside it to the selection. One gesture state tracks both, set from the composed
  /// gesture's value, so only the one recognized changes it.
  private func backgroundDrag(in geometry: CanvasGeometry) -> some Gesture {
    DragGesture(minimumDistance: 4).modifiers(.shift).exclusively(before: DragGesture())
      .updating($canvasDrag) { value, canvasDrag, _ in
        switch value {
        case .first(let band): canvasDrag = .band(CGRect(corners: band.startLocation, band.location))
        case .second(let pan): canvasDrag = .pan(pan.translation)
        }
      }
      .onEnded { value in
        switch value {
        case .first(let band):
          let rect = CGRect(corners: band.startLocation, band.location)
          selection.formUnion(document.emojis.filter { rect.contains(geometry.viewPoint($0.location)) }.map(\.id))
        case .second(let pan):
          steadyStatePanOffset = steadyStatePanOffset + pan.translation / zoomScale
        }
      }
  }

  private func doubleTapToZoom(in size: CGSize) -> some Gesture {
    TapGesture(count: 2).onEnded { withAnimation { zoomToFit(in: size) } }
  }

  private func zoom(by factor: CGFloat) {
    withAnimation { steadyStateZoomScale *= factor }
  }

  /// Fits the background in the view; without one, the emojis; with neither, back to zoom 1 and no pan.
  private func zoomToFit(in size: CGSize) {
    let geometry = CanvasGeometry(size: size, zoom: 1, pan: .zero)
    if let image = document.backgroundImage, let zoom = geometry.zoomToFit(image.size) {
      steadyStatePanOffset = .zero
      steadyStateZoomScale = zoom
    } else if let bounds = document.emojiArt.emojiBounds, let zoom = geometry.zoomToFit(bounds.size) {
      steadyStatePanOffset = CGSize(width: -bounds.midX, height: -bounds.midY)
      steadyStateZoomScale = min(zoom, 4)
    } else {
      steadyStatePanOffset = .zero
      steadyStateZoomScale = 1
    }
  }

  // MARK: Selection (the course's assignment)

  /// A Shift- or Ctrl-click adds the emoji to the selection or takes it out; a plain click selects only it, or
  /// deselects it when it is selected already.
  private func selectionTap(on emoji: EmojiArt.Emoji) -> some Gesture {
    TapGesture().modifiers(.shift).onEnded { toggle(emoji.id) }
      .exclusively(before: TapGesture().modifiers(.control).onEnded { toggle(emoji.id) })
      .exclusively(
        before: TapGesture().onEnded {
          selection = selection.contains(emoji.id) ? selection.subtracting([emoji.id]) : [emoji.id]
        })
  }

  /// The rubber band: a light accent fill with an accent edge.
  private func band(_ rect: CGRect) -> some View {
    Rectangle().fill(style.accent.opacity(0.12))
      .overlay(Rectangle().strokeBorder(style.accent, lineWidth: 1))
      .frame(width: rect.width, height: rect.height)
      .position(x: rect.midX, y: rect.midY)
      .allowsHitTesting(false)
  }

  private func toggle(_ id: EmojiArt.Emoji.ID) {
    if selection.contains(id) { selection.remove(id) } else { selection.insert(id) }
  }

  private func tapToDeselect() -> some Gesture {
    TapGesture().onEnded { selection.removeAll() }
  }

  /// Dragging a selected emoji moves the whole selection; dragging another moves only it. The moving emojis snap
  /// to the smart guides (unless Alt is held), which the drag finds when it starts, not at each step, and once more
  /// for the drop.
  private func dragGesture(for emoji: EmojiArt.Emoji) -> some Gesture {
    DragGesture()
      .updating($isDraggingEmoji) { _, isDragging, _ in isDragging = true }
      .onChanged { value in
        dragTracker.drag(value.translation, zoom: zoomScale) { drag(of: emoji, by: value.translation) }
      }
      .onEnded { value in
        let moved = drag(of: emoji, by: value.translation).snap(zoom: zoomScale, snapping: dragTracker.snapsToGuides)
        document.moveEmojis(moved.moving, by: moved.offset, undoManager: undoManager)
        dragTracker.end()
      }
  }

  private func drag(of emoji: EmojiArt.Emoji, by translation: CGSize) -> EmojiDrag {
    EmojiDrag(
      translation: translation, moving: movedIDs(for: emoji.id), of: document.emojis,
      backgroundSize: document.backgroundImage?.size)
  }

  private func movedIDs(for id: EmojiArt.Emoji.ID) -> Set<EmojiArt.Emoji.ID> {
    selection.contains(id) ? selection : [id]
  }

  private func deleteSelection() {
    document.removeEmojis(selection, undoManager: undoManager)
    selection.removeAll()
  }

  /// Edit ▸ Select All and Ctrl+A.
  private func selectAll() { selection = Set(document.emojis.map(\.id)) }

  /// Escape deselects; the arrow keys nudge the selection by a point, by ten with Shift.
  private func handleKey(_ press: KeyPress) -> KeyPress.Result {
    if press.key == .escape, !selection.isEmpty {
      selection.removeAll()
      return .handled
    }
    let step: CGFloat = press.modifiers.contains(.shift) ? 10 : 1
    let offset: CGSize
    switch press.key {
    case .leftArrow: offset = CGSize(width: -step, height: 0)
    case .rightArrow: offset = CGSize(width: step, height: 0)
    case .upArrow: offset = CGSize(width: 0, height: -step)
    case .downArrow: offset = CGSize(width: 0, height: step)
    default: return .ignored
    }
    guard !selection.isEmpty else { return .ignored }
    document.nudgeEmojis(selection, by: offset, undoManager: undoManager)
    return .handled
  }
}

#Preview("A new document", traits: .fixedLayout(width: 1000, height: 700)) {
  // Palettes from a file of their own, so that the preview never edits the user's.
  let palettes = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-preview-palettes.json")
  return EmojiArtDocumentView(document: EmojiArtDocument()).environmentObject(PaletteStore(file: palettes))
}
