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

  static func run(
    cycles: Int, descriptions: [WindowDescription], application: UnsafeMutablePointer<GtkApplication>, appName: String
  ) {
    // A first cycle warms caches (fonts, text layouts, GTK's theme) so growth measures leaks, not warm-up.
    cycle(descriptions, application, appName)
    let startResident = residentKiB()
    var survivors = 0
    for _ in 0..<cycles {
      survivors += cycle(descriptions, application, appName)
    }
    let growth = residentKiB() - startResident
    print(
      "window cycles: \(cycles), windows and graphs alive after closing: \(survivors), resident growth: \(growth) KiB")
    GTKApplication.exitStatus = survivors == 0 ? 0 : 1
    GTKApplication.quit()
  }

  /// Opens the app's windows, draws them, closes them; returns how many windows or graphs are still alive.
  @discardableResult
  private static func cycle(
    _ descriptions: [WindowDescription], _ application: UnsafeMutablePointer<GtkApplication>, _ appName: String
  ) -> Int {
    var hosts: [WeakBox] = []
    var graphs: [WeakBox] = []
    for description in descriptions {
      let host = WindowHost(
        description: description, application: application, appName: appName,
        sceneStorage: .sceneStorage(appName: appName, window: "lifecycle-check"))
      GTKApplication.windows[ObjectIdentifier(host)] = host
      hosts.append(WeakBox(host))
      graphs.append(WeakBox(host.graph))
      for _ in 0..<5 { g_main_context_iteration(nil, 0) }
      gtk_window_destroy(UnsafeMutableRawPointer(host.window).assumingMemoryBound(to: GtkWindow.self))
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
