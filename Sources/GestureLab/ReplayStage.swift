import Easel
import Foundation

/// Replays a recorded trace into one of the lab's examples, hosted in a graph of its own on a virtual clock, and
/// draws it: the Replay page's model. Stepping, scrubbing and playing give the example the trace's events in
/// order, each at its time, as `ViewHost.replay(_:)` does in tests.
@Observable @MainActor
public final class ReplayStage {
  /// The example and its trace.
  public private(set) var example: ReplayExample
  public private(set) var trace: InputTrace
  /// How many of the trace's events the example has been given.
  public private(set) var position = 0
  /// The example as it looks now, with the pointers drawn over it when ``showsPointers`` is set.
  public private(set) var image: UIImage?
  /// The callbacks the example's gestures received so far.
  public let callbacks: GestureTrace
  /// Whether the example is being played in real time.
  public private(set) var isPlaying = false
  /// Whether the pointers' paths, velocities and predicted ends are drawn over the example.
  public var showsPointers = true {
    didSet { seek(to: position) }
  }
  /// The example's appearance: the page's own.
  public var colorScheme = ColorScheme.light {
    didSet {
      graph?.rootEnvironment.colorScheme = colorScheme
      draw()
    }
  }

  /// The virtual time of the example's graph, in seconds since the trace's first event.
  public var time: TimeInterval { clock.now }
  /// Holds the time apart from the stage, so the callbacks' trace can read it from the start.
  private let clock = Clock()
  private var graph: ViewGraph?
  private let scale: CGFloat

  /// A stage for `example`'s trace, drawn at `scale` pixels per point.
  public init(example: ReplayExample, trace: InputTrace, scale: CGFloat = 1) {
    (self.example, self.trace, self.scale) = (example, trace, scale)
    callbacks = GestureTrace(clock: { [clock] in clock.now })
    seek(to: 0)
  }

  /// Shows another example and trace, from the start.
  public func load(_ example: ReplayExample, trace: InputTrace) {
    (self.example, self.trace) = (example, trace)
    isPlaying = false
    seek(to: 0)
  }

  /// Gives the example the next event.
  public func step() {
    guard position < trace.events.count else { return }
    deliver(trace.events[position])
    position += 1
    draw()
  }

  /// Shows the example as it was after the first `count` events: from a fresh example, as a trace cannot be
  /// played backwards.
  public func seek(to count: Int) {
    makeGraph()
    callbacks.clear()
    position = 0
    clock.now = 0
    for event in trace.events.prefix(max(0, min(count, trace.events.count))) {
      deliver(event)
      position += 1
    }
    draw()
  }

  /// Starts playing in real time from where the stage is (from the start when it is at the end).
  public func play() {
    if position >= trace.events.count { seek(to: 0) }
    isPlaying = true
  }

  public func pause() { isPlaying = false }

  /// Moves the clock on by `seconds` while playing, giving the example the events that became due and letting its
  /// animations run; playing stops after the last event.
  public func tick(by seconds: TimeInterval) {
    guard isPlaying, let graph else { return }
    clock.now += seconds
    while position < trace.events.count, trace.events[position].time <= time {
      deliver(trace.events[position])
      position += 1
    }
    graph.advanceTime(to: clock.now)
    if position >= trace.events.count && !graph.hasRunningAnimations { isPlaying = false }
    draw()
  }

  /// Hosts the example afresh; without a rasterizer yet (a stage made before its window), the first delivery or
  /// drawing does.
  private func makeGraph() {
    guard let rasterizer = PlatformServices.viewRasterizer else { return }
    var environment = EnvironmentValues()
    environment.displayScale = scale
    environment.colorScheme = colorScheme
    let content = example.view(trace: callbacks)
      .frame(width: trace.windowSize.width, height: trace.windowSize.height)
      .showsPointerLocation(showsPointers)
    graph = ViewGraph(content, textEngine: rasterizer.textEngine, environment: environment, virtualTime: true)
  }

  private func deliver(_ event: InputTrace.Event) {
    if graph == nil { makeGraph() }
    guard let graph else { return }
    clock.now = max(clock.now, event.time)
    graph.advanceTime(to: event.time)
    graph.layout(in: trace.windowSize)
    graph.dispatch(event.input.retimed(to: event.time))
  }

  private func draw() {
    if graph == nil { makeGraph() }
    guard let graph, let rasterizer = PlatformServices.viewRasterizer else { return }
    let size = trace.windowSize
    let frame = graph.frame(in: size)
    let bitmap = rasterizer.rasterize(
      frame.displayList, pixelWidth: Int((size.width * scale).rounded()),
      pixelHeight: Int((size.height * scale).rounded()), scale: scale, background: frame.background)
    image = UIImage(bitmap: bitmap, scale: scale)
  }

  @MainActor
  private final class Clock {
    var now: TimeInterval = 0
  }
}
