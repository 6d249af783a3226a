import CEaselShim
import CGtk
import Easel
import EaselCairo
import Foundation

/// One window: a GTK window whose single widget is a drawing area Easel lays out and draws into, with pointer,
/// touch, touchpad and key events turned into Easel's.
@MainActor
final class WindowHost {
  let window: UnsafeMutablePointer<GtkWidget>
  let area: UnsafeMutablePointer<GtkWidget>
  let graph: ViewGraph
  private let renderer = CairoRenderer()
  private let input: InputTranslator
  private var dropTarget: DropTargetBridge?
  private let inputMethod: InputMethodBridge
  /// The emoji chooser its text fields open with Ctrl+.
  let emojiChooser: EmojiChooserBridge
  /// What screen readers see of the views.
  private let accessibility: AccessibilityBridge
  /// Moves the graph's clock while something follows it.
  private let clock: WindowClock

  /// A window showing `graph`; `onCloseRequest`, when given, decides whether and when the window closes (a
  /// document window asks about unsaved changes) instead of GTK closing it at once; `onDestroy` runs once it has
  /// closed.
  init(
    title: String, defaultSize: CGSize, minimumSize: CGSize?, application: UnsafeMutablePointer<GtkApplication>,
    onCloseRequest: (@MainActor () -> Void)? = nil, onDestroy: (@MainActor () -> Void)? = nil,
    makeGraph: (_ window: UnsafeMutablePointer<GtkWidget>) -> ViewGraph
  ) {
    let window = gtk_application_window_new(application)!
    self.window = window
    area = easel_canvas_new()
    graph = makeGraph(window)
    // A document window's graph is made from the environment its controller was given, which may predate the
    // desktop's latest settings.
    GTKApplication.environment.desktopSettings?.apply(to: &graph.rootEnvironment)
    accessibility = AccessibilityBridge(canvas: area, graph: graph)
    clock = WindowClock(area: area, graph: graph)
    input = InputTranslator(graph: graph)
    inputMethod = InputMethodBridge(graph: graph, area: area)
    input.inputMethod = inputMethod
    emojiChooser = EmojiChooserBridge(area: area)
    if graph.rootEnvironment.clipboard == nil { graph.rootEnvironment.clipboard = GTKApplication.clipboard }
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, title)
    // The drawing area is named, or screen readers would read its class name.
    easel_accessible_set_string(area, GTK_ACCESSIBLE_PROPERTY_LABEL, title)
    gtk_window_set_default_size(gtkWindow, Int32(defaultSize.width), Int32(defaultSize.height))
    if let minimum = minimumSize {
      gtk_widget_set_size_request(area, Int32(minimum.width), Int32(minimum.height))
    }
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_widget_set_focusable(area, 1)
    gtk_window_set_child(gtkWindow, area)
    connectDrawing()
    connectInput()
    dropTarget = DropTargetBridge(graph: graph, area: area)
    input.startDesktopDrag = { [area] provider, point in DragSourceBridge.begin(provider, from: area, at: point) }
    connectDestroy(onDestroy)
    if let onCloseRequest { connectCloseRequest(onCloseRequest) }
    connectScenePhase()
    graph.onNeedsFrame = { [area, clock] in
      clock.catchUp()
      gtk_widget_queue_draw(area)
    }
    InputTraceFile.attach(to: graph, windowSize: defaultSize)
    InputTraceFile.replay(into: graph)
    gtk_window_present(gtkWindow)
  }

  // MARK: Drawing

  private func connectDrawing() {
    let handler = SignalHandler<(OpaquePointer, CGSize)> { [weak self] arguments in
      self?.draw(arguments.0, size: arguments.1)
    }
    let draw: GtkDrawingAreaDrawFunc = { _, context, width, height, data in
      guard let context else { return }
      MainActor.assumeIsolated {
        SignalHandler<(OpaquePointer, CGSize)>.from(data).action(
          (context, CGSize(width: Int(width), height: Int(height))))
      }
    }
    gtk_drawing_area_set_draw_func(
      UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self), draw, handler.retainedPointer(),
      releaseHandlerData)
  }

  /// The window's pixels, kept between frames so only the damaged region is drawn again.
  private var backing: CairoBitmap?
  private var backingScale: CGFloat = 0
  private var previousBackground: Color.Resolved?

  /// Lays the content out at the area's size, redraws what changed since the last frame into the backing
  /// bitmap (at the display's scale, for HiDPI), and paints the bitmap into GTK's context.
  private func draw(_ context: OpaquePointer, size: CGSize) {
    let scale = CGFloat(max(1, gtk_widget_get_scale_factor(area)))
    // Views that rasterize (symbols) draw at the display's pixel density.
    if graph.rootEnvironment.displayScale != scale { graph.rootEnvironment.displayScale = scale }
    if let recorder = graph.inputRecorder, recorder.windowSize != size { recorder.windowSize = size }
    let frame = graph.frame(in: size)
    // The frame's bodies may have started animations.
    clock.startIfNeeded()
    let pixelWidth = max(1, Int((size.width * scale).rounded()))
    let pixelHeight = max(1, Int((size.height * scale).rounded()))
    let background = frame.background
    let damage: CGRect?
    // The frame's damage is relative to the graph's last list, which this method drew into the backing.
    if let backing, backing.pixelWidth == pixelWidth, backing.pixelHeight == pixelHeight, backingScale == scale,
      previousBackground == background, !frame.damage.isInfinite
    {
      damage = frame.damage
    } else {
      backing = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
      backingScale = scale
      damage = nil
    }
    if damage.map({ !$0.isNull && !$0.isEmpty }) ?? true {
      backing?.render(frame.displayList, scale: scale, background: background, damage: damage, renderer: renderer)
    }
    previousBackground = background
    // Focus and the caret also move without input (a `FocusState` set by the app); follow them each frame.
    inputMethod.update()
    accessibility.scheduleUpdate()
    guard let backing else { return }
    cairo_save(context)
    cairo_scale(context, 1 / scale, 1 / scale)
    cairo_set_source_surface(context, backing.surface, 0, 0)
    cairo_paint(context)
    cairo_restore(context)
    PlatformServices.frameDrawn()
    watchPresentation()
  }

  /// The frame clock whose `after-paint` tells `PlatformServices` that a drawn frame was presented.
  private var watchedClock: OpaquePointer?

  /// Connects to the area's frame clock once it has one (the first draw) and again should it change (the widget
  /// realized anew). `after-paint` follows the paint phase that ran `draw`, when GTK has handed the frame on.
  private func watchPresentation() {
    guard let clock = gtk_widget_get_frame_clock(area), clock != watchedClock else { return }
    watchedClock = clock
    let handler = SignalHandler<Void> { _ in PlatformServices.framePresented() }
    let afterPaint: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    connect(
      UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self),
      handler.retainedPointer())
  }

  // MARK: Input

  private func connectInput() {
    guard let controller = gtk_event_controller_legacy_new() else { return }
    let handler = SignalHandler<(OpaquePointer, UnsafeMutablePointer<Bool>)> { [weak self] arguments in
      arguments.1.pointee = self?.handle(arguments.0) ?? false
    }
    // Returning false lets GTK go on with the event (window moves, resizes, closing); a key the views used stops
    // there, so GTK does not also move its focus between the accessibility proxies.
    let onEvent: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
      guard let event else { return 0 }
      var used = false
      withUnsafeMutablePointer(to: &used) { result in
        MainActor.assumeIsolated {
          SignalHandler<(OpaquePointer, UnsafeMutablePointer<Bool>)>.from(data).action((event, result))
        }
      }
      return used ? 1 : 0
    }
    connect(
      UnsafeMutableRawPointer(controller), "event", unsafeBitCast(onEvent, to: GCallback.self),
      handler.retainedPointer())
    // Before the window's own key bindings (Tab and the arrows moving GTK's focus), which run after its children's.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(window, controller)
  }

  /// Passes `event` to the views; returns whether they used it (a key press).
  private func handle(_ event: OpaquePointer) -> Bool {
    // The window's popovers (the emoji chooser) are other surfaces whose events bubble up to the window too; they
    // are not the window's content's.
    if let native = gtk_widget_get_native(window), gdk_event_get_surface(event) != gtk_native_get_surface(native) {
      return false
    }
    var x = 0.0
    var y = 0.0
    gdk_event_get_position(event, &x, &y)
    let point = areaPoint(surfaceX: x, surfaceY: y)
    let used = input.handle(event, at: point, size: areaSize)
    // The event may have started a gesture that waits on time.
    clock.startIfNeeded()
    inputMethod.update()
    if !point.x.isNaN && !point.y.isNaN { lastPointer = point }
    updateCursor()
    // While GTK's focus is on a slider's or a field's accessibility proxy, the keys the views did not use stop
    // here too: the proxy's own key handling would change what it shows behind the views' back.
    let type = gdk_event_get_event_type(event)
    return used || ((type == GDK_KEY_PRESS || type == GDK_KEY_RELEASE) && easel_focus_is_in_input_proxy(window) != 0)
  }

  private var lastPointer = CGPoint(x: -1, y: -1)
  private var cursorName: String?

  /// The grabbing hand while something is dragged; otherwise the `pointerStyle` of the views under the pointer.
  private func updateCursor() {
    let name = graph.isDragging ? PointerStyle.grabActive.cursorName : graph.pointerStyle(at: lastPointer)?.cursorName
    guard name != cursorName else { return }
    cursorName = name
    gtk_widget_set_cursor_from_name(area, name)
  }

  private var areaSize: CGSize {
    CGSize(width: Int(gtk_widget_get_width(area)), height: Int(gtk_widget_get_height(area)))
  }

  /// Converts surface coordinates (what events carry) to the drawing area's.
  private func areaPoint(surfaceX: Double, surfaceY: Double) -> CGPoint {
    guard let native = gtk_widget_get_native(area) else { return CGPoint(x: surfaceX, y: surfaceY) }
    var offsetX = 0.0
    var offsetY = 0.0
    gtk_native_get_surface_transform(native, &offsetX, &offsetY)
    var areaX = 0.0
    var areaY = 0.0
    let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_translate_coordinates(nativeWidget, area, surfaceX - offsetX, surfaceY - offsetY, &areaX, &areaY)
    return CGPoint(x: areaX, y: areaY)
  }

  // MARK: Life cycle

  /// The window's title bar text.
  var title: String {
    get { String(cString: gtk_window_get_title(gtkWindow)) }
    set {
      gtk_window_set_title(gtkWindow, newValue)
      easel_accessible_set_string(area, GTK_ACCESSIBLE_PROPERTY_LABEL, newValue)
    }
  }

  private var gtkWindow: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
  }

  /// Brings the window to the front.
  func present() { gtk_window_present(gtkWindow) }

  /// Keeps the window above `parent` (a preferences window above the window it was opened from).
  func setTransient(for parent: UnsafeMutablePointer<GtkWindow>) { gtk_window_set_transient_for(gtkWindow, parent) }

  /// Closes the window now, whatever its close request would decide.
  func destroy() { gtk_window_destroy(gtkWindow) }

  /// Keeps `scenePhase` current: active while the window has the keyboard focus, inactive while another has it,
  /// in the background while minimized.
  private func connectScenePhase() {
    let handler = SignalHandler<Void> { [weak self] _ in self?.updateScenePhase() }
    let onNotify: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    connect(window, "notify::is-active", unsafeBitCast(onNotify, to: GCallback.self), handler.retainedPointer())
    if let native = gtk_widget_get_native(window), let surface = gtk_native_get_surface(native) {
      connect(
        UnsafeMutableRawPointer(surface), "notify::state", unsafeBitCast(onNotify, to: GCallback.self),
        handler.retainedPointer())
    }
    updateScenePhase()
  }

  private func updateScenePhase() {
    var phase: ScenePhase = gtk_window_is_active(gtkWindow) != 0 ? .active : .inactive
    if let native = gtk_widget_get_native(window), let surface = gtk_native_get_surface(native),
      gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
    {
      phase = .background
    }
    if graph.rootEnvironment.scenePhase != phase { graph.rootEnvironment.scenePhase = phase }
    // A window without the keyboard misses the releases of the keys held when it lost it (Alt of Alt+Tab).
    if phase != .active { graph.modifierKeysChanged(to: []) }
  }

  /// Hands the window manager's close button (and Alt+F4) to `onCloseRequest`, which closes the window itself
  /// once it may.
  private func connectCloseRequest(_ onCloseRequest: @escaping @MainActor () -> Void) {
    let handler = SignalHandler<Void> { _ in onCloseRequest() }
    let onClose: @convention(c) (OpaquePointer?, gpointer?) -> gboolean = { _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
      return 1
    }
    connect(window, "close-request", unsafeBitCast(onClose, to: GCallback.self), handler.retainedPointer())
  }

  private func connectDestroy(_ onDestroy: (@MainActor () -> Void)?) {
    let handler = SignalHandler<Void> { [weak self] _ in
      guard let self else { return }
      graph.cancelGestures()
      inputMethod.close()
      emojiChooser.close()
      accessibility.close()
      GTKApplication.windows[ObjectIdentifier(self)] = nil
      onDestroy?()
    }
    let destroyed: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    connect(window, "destroy", unsafeBitCast(destroyed, to: GCallback.self), handler.retainedPointer())
  }
}
