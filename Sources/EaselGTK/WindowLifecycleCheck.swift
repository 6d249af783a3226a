import CGtk
import Easel
import Foundation

/// A diagnostic for the host's memory safety: with `EASEL_WINDOW_CYCLES=N` in the environment, an app opens and
/// closes its window N times, then reports whether any window, view graph or signal handler outlived its window
/// and how much the resident memory grew, and quits (status 1 when something leaked).
@MainActor
enum WindowLifecycleCheck {
  static var requestedCycles: Int? {
    ProcessInfo.processInfo.environment["EASEL_WINDOW_CYCLES"].flatMap(Int.init)
  }

  static func run(cycles: Int, scenes: SceneWindowController, presenter: GTKSceneWindows, appName: String) {
    // The windows keep their scene storage apart from the app's real windows'.
    scenes.sceneStorage = { _ in .sceneStorage(appName: appName, window: "lifecycle-check") }
    // A first cycle warms caches (fonts, text layouts, GTK's theme) so growth measures leaks, not warm-up.
    cycle(scenes, presenter)
    let startResident = residentKiB()
    var survivors = 0
    for _ in 0..<cycles {
      survivors += cycle(scenes, presenter)
    }
    let growth = residentKiB() - startResident
    print(
      "window cycles: \(cycles), windows and graphs alive after closing: \(survivors), resident growth: \(growth) KiB")
    GTKApplication.exitStatus = survivors == 0 ? 0 : 1
    GTKApplication.quit()
  }

  /// Opens a window of each of the app's scenes, draws them, closes them as the user would; returns how many
  /// windows or graphs are still alive.
  @discardableResult
  private static func cycle(_ scenes: SceneWindowController, _ presenter: GTKSceneWindows) -> Int {
    var hosts: [WeakBox] = []
    var graphs: [WeakBox] = []
    for index in scenes.descriptions.indices {
      let window = scenes.open(at: index)
      graphs.append(WeakBox(window.graph))
      if let host = presenter.host(of: window) { hosts.append(WeakBox(host)) }
      for _ in 0..<5 { g_main_context_iteration(nil, 0) }
      scenes.dismiss(window)
    }
    for _ in 0..<5 { g_main_context_iteration(nil, 0) }
    return hosts.filter { $0.object != nil }.count + graphs.filter { $0.object != nil }.count
  }

  private static func residentKiB() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
}
