/// What runs once a frame has reached the screen: tools and benchmarks that time "start to first useful frame"
/// need to know when the pixels were handed to the display, not when the state that produces them changed.
///
/// Actions wait for the next frame a window draws after they were added, then run after that frame is
/// presented (in GTK, on the frame clock's `after-paint`, once the window's drawing has been handed on). A frame the
/// host ticks without drawing (an idle animation clock) does not count. In a process without a window host
/// (``ViewHost`` in tests) nothing draws, so the actions never run.
@MainActor
enum FramePresentation {
  /// Actions waiting for a window to draw.
  static var waiting: [@MainActor () -> Void] = []
  /// Actions whose frame has been drawn, waiting for it to be presented.
  static var drawn: [@MainActor () -> Void] = []
}

extension PlatformServices {
  /// Runs `action` once, on the main actor, after the next frame any window draws has been presented.
  ///
  /// Call it right after the state change whose first frame you want to observe: that change's frame is the next
  /// one drawn.
  ///
  /// ```swift
  /// isSplashShown = false
  /// PlatformServices.afterNextFrame { print("first-home-frame") }
  /// ```
  @MainActor public static func afterNextFrame(_ action: @escaping @MainActor () -> Void) {
    FramePresentation.waiting.append(action)
  }

  /// Window hosts call this when a window has drawn a frame (its pixels are ready for the display), so the actions
  /// waiting for the next frame run once it is presented.
  @MainActor public static func frameDrawn() {
    guard !FramePresentation.waiting.isEmpty else { return }
    FramePresentation.drawn.append(contentsOf: FramePresentation.waiting)
    FramePresentation.waiting.removeAll()
  }

  /// Window hosts call this once the frame they reported with ``frameDrawn()`` has been presented; runs the actions
  /// that were waiting for it.
  @MainActor public static func framePresented() {
    guard !FramePresentation.drawn.isEmpty else { return }
    let actions = FramePresentation.drawn
    FramePresentation.drawn.removeAll()
    for action in actions { action() }
  }
}
