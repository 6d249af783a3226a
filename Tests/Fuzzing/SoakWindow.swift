import Easel
import EaselCairo
import EaselTesting
import Foundation

/// One long-lived window of a soak: the host, its graph, its caches and its text engine live as long as the soak,
/// while the content can be made afresh in it (``renew()``), as a window whose root view changes identity.
@MainActor
public final class SoakWindow {
  public let screen: SoakScreen
  public let host: ViewHost
  private let root: SoakRootContent
  /// The screen reader and fingers playing into the window; a new one after each renewal, as a reader reads a new
  /// window's tree afresh.
  public private(set) var player: FuzzPlayer

  /// Opens the window with fresh content.
  public init(_ screen: SoakScreen) {
    self.screen = screen
    root = SoakRootContent(screen.makeContent())
    host = ViewHost(SoakRootView(root: root), size: screen.size)
    player = FuzzPlayer(host: host)
    settle()
  }

  /// The window as the campaign's invariants check it, with the current content's model.
  public var target: FuzzTarget {
    let root = root
    return FuzzTarget(host: host) { root.content.modelProblems() }
  }

  /// Replaces the content with a fresh one in the same window, at the window's first size and with the desktop's
  /// settings back to their defaults, then lets it settle and draws a frame. The text engine's caches are emptied
  /// first: they hold up to thousands of layouts of texts the streams typed, evicting a quarter at a time, so that
  /// what they hold after a sample's worth of streams depends on where in that cycle they are; emptied, they hold the
  /// fresh content's layouts, the same at every sample, and what else the window keeps shows.
  public func renew() {
    player.settle()
    FuzzDesktopSettings(0).apply(to: &host.graph.rootEnvironment)
    host.size = screen.size
    root.renew(screen.makeContent())
    // The soak plays synchronously on the main thread, so work the views started on the main queue (a `.task`
    // awaiting a fetch, with the model it captured) waits until something runs it, as a window's main loop does
    // between frames; until then it keeps the old content's model, and parSta!'s database, alive.
    RunLoop.main.run(until: Date().addingTimeInterval(Self.mainQueueTime))
    (host.graph.textEngine as? PangoTextEngine)?.removeAllCachedLayouts()
    player = FuzzPlayer(host: host)
    settle()
  }

  /// How long a renewal runs the main queue for.
  static let mainQueueTime: TimeInterval = 0.2

  /// Lifts everything, passes time and lays the window out until it asks for no more, as a window makes frames.
  private func settle() {
    player.settle()
    _ = host.render()
  }
}

/// The content a soak's window shows, and its generation, which gives the content its identity.
@MainActor
final class SoakRootContent: ObservableObject {
  @Published private(set) var content: FuzzContent
  @Published private(set) var generation = 0

  init(_ content: FuzzContent) { self.content = content }

  func renew(_ content: FuzzContent) {
    self.content = content
    generation += 1
  }
}

/// A soak window's root: the current content, a new view each generation.
struct SoakRootView: View {
  @ObservedObject var root: SoakRootContent

  var body: some View { root.content.view.id(root.generation) }
}
