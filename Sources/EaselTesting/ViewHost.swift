import Easel
import EaselCairo
import Foundation

/// Hosts a view headlessly at a fixed size, with virtual time: render it to pixels, find text, and drive it
/// with touches. Every method is synchronous; nothing waits for real time.
///
/// ```swift
/// let host = ViewHost(Text("Hello").padding(), size: CGSize(width: 200, height: 100))
/// try host.render().write(to: URL(fileURLWithPath: "hello.png"))
/// ```
@MainActor
public final class ViewHost {
  /// The view graph being hosted.
  public let graph: ViewGraph
  /// The size of the hosting window, in points.
  public var size: CGSize
  /// Pixels per point of rendered images.
  public var scale: CGFloat
  /// The virtual time, in seconds since the host was made.
  public private(set) var time: TimeInterval = 0
  private let renderer: CairoRenderer
  private var nextTouch = 1
  private var touchLocations: [Int: CGPoint] = [:]

  /// Hosts `view` in a window of `size`.
  /// - Parameters:
  ///   - view: The view to host.
  ///   - size: The window's size, in points.
  ///   - colorScheme: Light or dark appearance.
  ///   - scale: Pixels per point of rendered images (2 for HiDPI).
  ///   - textEngine: Measures text; by default Pango with the pinned test fonts, so layout matches drawing.
  public convenience init<Content: View>(
    _ view: Content, size: CGSize, colorScheme: ColorScheme = .light, scale: CGFloat = 1,
    textEngine: TextEngine? = nil
  ) {
    self.init(size: size, colorScheme: colorScheme, scale: scale, textEngine: textEngine) { engine, environment in
      ViewGraph(view, textEngine: engine, environment: environment, virtualTime: true)
    }
  }

  /// Hosts the first window of an app's `scene` in a window of `size`, as the desktop shows it: with the app's
  /// menu bar, whose standard File commands run `actions` where it gives them and otherwise open and close the
  /// scene's windows, and its commands' shortcuts. The windows its views open (`openWindow`, `openSettings`, File ▸
  /// New Window) are in ``sceneWindows``, to host with ``init(window:size:)``.
  ///
  /// A document app's scene (`DocumentGroup`) opens the files `documents` names, or a new document, in windows that
  /// ``documentController`` runs: its File commands are the document ones (`actions` gives only Quit), and its
  /// other windows are in ``documentWindows``, to host with ``init(window:size:)``.
  public convenience init<S: Scene>(
    scene: S, size: CGSize, actions: WindowCommandActions = WindowCommandActions(), documents documentURLs: [URL] = [],
    colorScheme: ColorScheme = .light, scale: CGFloat = 1, textEngine: TextEngine? = nil
  ) {
    let descriptions = windowDescriptions(of: scene)
    let group = documentGroupDescriptions(of: scene).first
    let sceneWindows = HeadlessSceneWindows()
    let documentWindows = HeadlessDocumentWindows()
    var scenes: SceneWindowController?
    var documents: DocumentController?
    self.init(size: size, colorScheme: colorScheme, scale: scale, textEngine: textEngine) { engine, environment in
      let controller = SceneWindowController(
        descriptions, commands: appCommands(of: scene, documents: group != nil), presenter: sceneWindows,
        textEngine: engine, environment: environment, virtualTime: true)
      // The windows share the host's scene storage.
      controller.hostActions = actions
      scenes = controller
      guard let group else {
        guard let first = controller.openLaunchWindow() else { preconditionFailure("\(S.self) opens no window") }
        return first.graph
      }
      // A document app opens its documents' windows, which can open the app's other scenes.
      let made = DocumentController(
        group, commands: controller.commands, presenter: documentWindows, textEngine: engine,
        environment: controller.environment, virtualTime: true)
      made.quit = actions.quit
      documents = made
      if documentURLs.isEmpty { made.newDocument() } else { made.open(documentURLs) }
      guard let first = documentWindows.open.first else { preconditionFailure("\(S.self) opened no document window") }
      return first.graph
    }
    sceneWindowController = scenes
    self.sceneWindows = sceneWindows
    documentController = documents
    self.documentWindows = group == nil ? nil : documentWindows
  }

  /// Hosts a window a ``sceneWindowController`` opened in a window of `size`.
  public convenience init(window: SceneWindow, size: CGSize) {
    self.init(size: size, colorScheme: window.graph.rootEnvironment.colorScheme, scale: 1, textEngine: nil) { _, _ in
      window.graph
    }
  }

  /// Hosts a window a ``documentController`` opened (File ▸ New or Open) in a window of `size`.
  public convenience init(window: DocumentWindow, size: CGSize) {
    self.init(size: size, colorScheme: window.graph.rootEnvironment.colorScheme, scale: 1, textEngine: nil) { _, _ in
      window.graph
    }
  }

  /// The suite of the hosted window's `@SceneStorage`, its own and removed with the host.
  private let sceneStorageName: String

  deinit { UserDefaults.standard.removePersistentDomain(forName: sceneStorageName) }

  /// The ids of the windows the hosted views asked to open with `openWindow(id:)`, in order: for a hosted app's
  /// scene, the ids of the windows it showed after the first.
  public var openedWindowIDs: [String] {
    guard let sceneWindows else { return windowRequests.ids }
    return sceneWindows.shown.dropFirst(documentController == nil ? 1 : 0).compactMap(\.description.id)
  }
  private let windowRequests: WindowRequests

  /// The windows of a hosted app's scenes: the first (this host's, unless it is a document's) and those its views
  /// opened.
  public private(set) var sceneWindows: HeadlessSceneWindows?
  /// What opens and closes the windows of a hosted app's scene.
  public private(set) var sceneWindowController: SceneWindowController?

  /// The phase of the hosted window (`@Environment(\.scenePhase)`): active unless a test says otherwise.
  public var scenePhase: ScenePhase {
    get { graph.rootEnvironment.scenePhase }
    set { graph.rootEnvironment.scenePhase = newValue }
  }

  /// The File commands of a hosted document app, with its windows.
  public private(set) var documentController: DocumentController?
  /// The windows of a hosted document app: those open, the focused one, and the files noted as recent.
  public private(set) var documentWindows: HeadlessDocumentWindows?

  private init(
    size: CGSize, colorScheme: ColorScheme, scale: CGFloat, textEngine: TextEngine?,
    makeGraph: (TextEngine, EnvironmentValues) -> ViewGraph
  ) {
    Self.prepareRendering()
    var environment = EnvironmentValues()
    // Before the graph: views that present a dialog as they appear ask at once.
    environment.fileDialogPresenter = HeadlessFileDialogPresenter.shared
    environment.emojiPicker = HeadlessEmojiPicker.shared
    environment.colorPanel = HeadlessColorPanel.shared
    environment.clipboard = clipboard
    environment.colorScheme = colorScheme
    environment.displayScale = scale
    // Set before the first body runs, so that the first layout does not update every view that reads them.
    environment.horizontalSizeClass = .horizontal(for: size)
    environment.verticalSizeClass = .vertical(for: size)
    let windowRequests = WindowRequests()
    environment.openWindow = OpenWindowAction { id in windowRequests.ids.append(id) }
    self.windowRequests = windowRequests
    sceneStorageName = "org.easel.ViewHost.\(UUID().uuidString)"
    environment.sceneStorage = UserDefaults(suiteName: sceneStorageName)
    renderer = CairoRenderer()
    graph = makeGraph(textEngine ?? renderer.textEngine, environment)
    // Tests check every patched display list against one drawn from scratch; benchmarks turn it off.
    graph.verifiesDisplayList = true
    self.size = size
    self.scale = scale
  }

  /// The clipboard this host's views copy to and paste from: its own, so hosts in one process never share one.
  public let clipboard = InMemoryClipboard()

  private static var isPrepared = false

  /// Installs the image decoder and pins the test fonts, once per process. Hosts do this themselves; tools that
  /// measure or draw without a host (benchmarks, exporters) call it first.
  public static func prepareRendering() {
    guard !isPrepared else { return }
    isPrepared = true
    CairoPlatform.install()
    if let fonts = Bundle.module.url(forResource: "fonts", withExtension: "conf", subdirectory: "Fonts") {
      CairoPlatform.pinTestFonts(configuration: fonts)
    }
  }

  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { graph.rootEnvironment.colorScheme }
    set { graph.rootEnvironment.colorScheme = newValue }
  }

  /// The number of `body` evaluations so far.
  public var bodyEvaluationCount: Int { graph.bodyEvaluationCount }

  /// Runs pending updates and lays the view out.
  public func layout() { graph.layout(in: size) }

  /// Renders the current state on the window background (white in light appearance, black in dark).
  public func render() -> RenderedImage {
    let frame = graph.frame(in: size)
    let bitmap = CairoBitmap(
      pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()))
    bitmap.render(frame.displayList, scale: scale, background: frame.background, renderer: renderer)
    return RenderedImage(bitmap: bitmap, scale: scale)
  }

  /// The frame, in host coordinates, of the first shown `Text` whose string is exactly `text`.
  /// Hidden and removed views are not found.
  public func find(text: String) -> CGRect? {
    layout()
    return graph.frame(ofText: text)
  }

  // MARK: Touches

  /// Puts a finger (or the mouse button) down at `point`, with `modifiers` held, and returns its identity.
  @discardableResult
  public func touchDown(at point: CGPoint, modifiers: EventModifiers = []) -> TouchID {
    layout()
    let id = nextTouch
    nextTouch += 1
    touchLocations[id] = point
    graph.dispatch(PointerEvent(pointerID: id, phase: .began, location: point, time: time, modifiers: modifiers))
    return TouchID(rawValue: id)
  }

  /// Moves a touch to `point`.
  public func touchMove(_ touch: TouchID, to point: CGPoint) {
    guard touchLocations[touch.rawValue] != nil else { return }
    layout()
    touchLocations[touch.rawValue] = point
    graph.dispatch(PointerEvent(pointerID: touch.rawValue, phase: .moved, location: point, time: time))
  }

  /// Lifts a touch where it last was.
  public func touchUp(_ touch: TouchID) {
    guard let point = touchLocations.removeValue(forKey: touch.rawValue) else { return }
    layout()
    graph.dispatch(PointerEvent(pointerID: touch.rawValue, phase: .ended, location: point, time: time))
  }

  /// Cancels every touch that is down (as when the system takes over the pointer).
  public func cancelTouches() {
    for (id, point) in touchLocations.sorted(by: { $0.key < $1.key }) {
      graph.dispatch(PointerEvent(pointerID: id, phase: .cancelled, location: point, time: time))
    }
    touchLocations.removeAll()
  }

  /// A tap at `point`: down, 50 ms of virtual time, up.
  public func tap(at point: CGPoint) { tap(at: point, modifiers: []) }

  /// A click at `point` with modifier keys held (a Ctrl- or Shift-click).
  public func tap(at point: CGPoint, modifiers: EventModifiers) {
    let touch = touchDown(at: point, modifiers: modifiers)
    advance(by: 0.05)
    touchUp(touch)
  }

  /// A tap at the centre of the first shown `Text` whose string is `text`; false when there is none.
  @discardableResult
  public func tap(text: String) -> Bool {
    guard let frame = find(text: text) else { return false }
    tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return true
  }

  /// Moves the virtual clock forward and runs what became due: long presses succeed, tap windows close.
  public func advance(by seconds: TimeInterval) {
    time += max(0, seconds)
    graph.advanceTime(to: time)
    graph.flush(through: .update)
  }

  /// Presses a key with modifiers: the focused view gets it first (a focused text field inserts a typed
  /// character), then keyboard shortcuts and `onKeyPress` handlers.
  @discardableResult
  public func key(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
    layout()
    return graph.dispatch(KeyPress(key: key, characters: String(key.character), modifiers: modifiers))
  }

  /// The modifier keys held down, as a keyboard reports them: setting it presses and releases keys (`[]` releases
  /// them all), and views with `onModifierKeysChanged(mask:initial:_:)` hear of it, in the middle of a drag too.
  /// The keys of a press, click or touch are given with it (``key(_:modifiers:)``, ``touchDown(at:modifiers:)``).
  public var modifierKeys: EventModifiers {
    get { graph.modifierKeys }
    set {
      layout()
      graph.modifierKeysChanged(to: newValue)
    }
  }

  // MARK: Text input

  /// Types `text` into the focused view, each character committed as a keyboard without an input method does.
  public func type(_ text: String) {
    layout()
    for character in text { graph.dispatch(TextInputEvent.commit(String(character))) }
  }

  /// Shows an input method's composition `text` in the focused field, the caret `cursor` characters into it
  /// (at its end by default).
  public func preedit(_ text: String, cursor: Int? = nil) {
    layout()
    graph.dispatch(TextInputEvent.preedit(text, cursor: cursor ?? text.count))
  }

  /// Commits composed `text` from an input method into the focused field, ending the composition.
  public func commit(_ text: String) {
    layout()
    graph.dispatch(TextInputEvent.commit(text))
  }

  /// Scrolls by `delta` points at `point`, as a wheel or touchpad does.
  @discardableResult
  public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
    layout()
    return graph.dispatch(ScrollEvent(delta: delta, location: point, time: time))
  }

  /// A click of the secondary (right) mouse button at `point`: down, 50 ms, up. It opens context menus; gestures
  /// ignore it, as they recognize the primary button only.
  public func secondaryClick(at point: CGPoint) {
    layout()
    let id = nextTouch
    nextTouch += 1
    graph.dispatch(PointerEvent(pointerID: id, phase: .began, location: point, time: time, button: .secondary))
    advance(by: 0.05)
    layout()
    graph.dispatch(PointerEvent(pointerID: id, phase: .ended, location: point, time: time, button: .secondary))
  }

  /// Moves the mouse to `point` with no button pressed (`nil`: out of the window); menu items highlight under it.
  public func hover(at point: CGPoint?) {
    layout()
    graph.hover(at: point)
  }

  // MARK: Drag and drop from other applications

  /// Drags `providers` over `point` as another application does (a file manager's files, a browser's link or
  /// image); returns whether a view there takes them. The view's `isTargeted` binding follows.
  @discardableResult
  public func dragOver(_ providers: [NSItemProvider], at point: CGPoint) -> Bool {
    layout()
    return graph.externalDragMoved(providers, to: point)
  }

  /// Moves such a drag out of the window without dropping.
  public func dragExit() {
    graph.externalDragExited()
    layout()
  }

  /// Drops `providers` at `point` as another application does; returns whether a view took them. Items the view
  /// loads arrive later, from a background queue: ``runMainQueue(until:timeout:)`` waits for them.
  @discardableResult
  public func drop(_ providers: [NSItemProvider], at point: CGPoint) -> Bool {
    layout()
    return graph.externalDrop(providers, at: point)
  }

  // MARK: File dialogs

  /// The file dialog the hosted views opened (`fileImporter`, `fileMover`, a save panel) and the test has not answered
  /// yet; the oldest when several are open, `nil` when none is. Its `kind`, `allowedContentTypes`, `filters` and
  /// `defaultFilename` are what the user would see.
  ///
  /// ```swift
  /// host.tap(text: "Import")
  /// #expect(host.fileDialog?.allowedContentTypes == [.png])
  /// host.answerFileDialog(with: [URL(fileURLWithPath: "/tmp/photo.png")])
  /// ```
  public var fileDialog: FileDialogRequest? {
    layout()
    return HeadlessFileDialogPresenter.shared.request(for: graph)
  }

  /// Answers the open file dialog as a user who chose `urls` and confirmed (for a save dialog, one URL: where to
  /// write), then runs the updates that follow; returns false when no dialog is open. A dialog that allows one
  /// file takes one URL.
  @discardableResult
  public func answerFileDialog(with urls: [URL]) -> Bool {
    if let dialog = fileDialog {
      let single = dialog.kind == .save || !dialog.allowsMultipleSelection
      precondition(!urls.isEmpty && (!single || urls.count == 1), "\(urls.count) URLs for a dialog that takes one")
    }
    return finishFileDialog(with: .selected(urls))
  }

  /// Closes the open file dialog as a user who pressed Cancel, then runs the updates that follow; returns false
  /// when no dialog is open.
  @discardableResult
  public func cancelFileDialog() -> Bool { finishFileDialog(with: .cancelled) }

  private func finishFileDialog(with response: FileDialogResponse) -> Bool {
    layout()
    guard HeadlessFileDialogPresenter.shared.answer(for: graph, with: response) else { return false }
    layout()
    return true
  }

  // MARK: Emoji picker

  /// Where the emoji picker a focused text field opened (Ctrl+. or Ctrl+;) points, in host coordinates: the field's
  /// caret; `nil` while no picker is open.
  public var emojiPickerAnchor: CGRect? {
    layout()
    return HeadlessEmojiPicker.shared.anchor(for: graph)
  }

  /// Picks `emoji` in the open emoji picker, which closes it and types the emoji into the field that opened it, then
  /// runs the updates that follow; returns false when no picker is open.
  ///
  /// ```swift
  /// host.key(".", modifiers: .control)
  /// host.pickEmoji("🦖")
  /// ```
  @discardableResult
  public func pickEmoji(_ emoji: String) -> Bool {
    layout()
    guard HeadlessEmojiPicker.shared.pick(emoji, for: graph) else { return false }
    layout()
    return true
  }

  /// Lets the work handed to the main queue (`DispatchQueue.main.async`, `Task { @MainActor in … }`) run, in real
  /// time, until `condition` holds or the wait has given the main queue `timeout` seconds; returns whether it held.
  /// Loads from item providers and fetches finish this way; virtual time does not move.
  ///
  /// The timeout counts the pauses this wait makes, not the clock: in a test run, the main actor also runs every
  /// other main-actor test, and a wait that resumes only after seconds of their work has not given the main queue
  /// those seconds. A condition that holds ends the wait at once.
  @discardableResult
  public func runMainQueue(until condition: () -> Bool, timeout: TimeInterval = 60) async -> Bool {
    let pause: UInt64 = 2_000_000
    var paused: TimeInterval = 0
    while !condition() {
      guard paused < timeout else { return false }
      // Suspending gives the main queue to the work waiting on it.
      try? await Task.sleep(nanoseconds: pause)
      paused += TimeInterval(pause) / 1e9
    }
    layout()
    return true
  }

  // MARK: Input traces

  /// Replays a recorded trace (Easel's `InputTrace`) in virtual time: each event is given to the hosted views at
  /// its time after now, as the window that recorded it was given it. The host's size is not changed: host the view
  /// at the trace's `windowSize` for the locations to land where they did.
  ///
  /// ```swift
  /// let host = ViewHost(PanZoomView(), size: trace.windowSize)
  /// host.replay(trace)
  /// ```
  public func replay(_ trace: InputTrace) {
    replay(trace.events[...])
  }

  /// Replays some of a trace's events, from where the host's clock is now: the first at once, the others after
  /// the time between them. Stepping through a trace an event at a time gives what replaying it whole gives.
  public func replay(_ events: ArraySlice<InputTrace.Event>) {
    guard let first = events.first else { return }
    let start = time - first.time
    for event in events {
      advance(by: start + event.time - time)
      layout()
      graph.dispatch(event.input.retimed(to: time))
    }
    layout()
  }

  /// Two taps 0.1 s apart at `point`.
  public func doubleTap(at point: CGPoint) {
    tap(at: point)
    advance(by: 0.1)
    tap(at: point)
  }

  /// A press held still for `duration` seconds, then lifted.
  public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
    let touch = touchDown(at: point)
    advance(by: duration)
    touchUp(touch)
  }

  /// A drag from `start` to `end` in `steps` equal movements spread over `duration` seconds.
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
    let touch = touchDown(at: start)
    let count = max(1, steps)
    for step in 1...count {
      advance(by: duration / Double(count))
      let fraction = CGFloat(step) / CGFloat(count)
      touchMove(
        touch, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    touchUp(touch)
  }

  /// A two-finger pinch centred on `center`: fingers 100 points apart move to `100 × scale` apart in `steps`.
  public func pinch(at center: CGPoint, scale: CGFloat, steps: Int = 10) {
    twoFingerGesture(at: center, steps: steps) { fraction in
      (distance: 100 * (1 + (scale - 1) * fraction), angle: 0)
    }
  }

  /// A two-finger rotation centred on `center`: fingers 100 points apart turn by `angle` in `steps`.
  public func rotate(at center: CGPoint, angle: Angle, steps: Int = 10) {
    twoFingerGesture(at: center, steps: steps) { fraction in (distance: 100, angle: angle.radians * fraction) }
  }

  private func twoFingerGesture(
    at center: CGPoint, steps: Int, geometry: (CGFloat) -> (distance: CGFloat, angle: Double)
  ) {
    func fingers(_ fraction: CGFloat) -> (CGPoint, CGPoint) {
      let (distance, angle) = geometry(fraction)
      let dx = distance / 2 * CGFloat(cos(angle))
      let dy = distance / 2 * CGFloat(sin(angle))
      return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
    }
    let (startA, startB) = fingers(0)
    let a = touchDown(at: startA)
    let b = touchDown(at: startB)
    let count = max(1, steps)
    for step in 1...count {
      advance(by: 0.03)
      let (pointA, pointB) = fingers(CGFloat(step) / CGFloat(count))
      touchMove(a, to: pointA)
      touchMove(b, to: pointB)
    }
    touchUp(a)
    touchUp(b)
  }
}

/// The identity of a touch made with ``ViewHost/touchDown(at:modifiers:)``.
public struct TouchID: Hashable, Sendable {
  public let rawValue: Int
}

/// The windows views asked a headless host to open.
@MainActor
private final class WindowRequests {
  var ids: [String] = []
}
