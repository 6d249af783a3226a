import Easel
import EaselPreviewKit
import Foundation

/// The preview window's state: the target's previews, their latest images, the build's errors; rebuilt when a
/// watched file is saved.
///
/// Sources are polled (four times a second) rather than watched with inotify: editors save by renaming a new file
/// over the old one, which an inotify watch of the file loses, and polling the target's few dozen files costs
/// nothing measurable.
@MainActor
public final class PreviewSession: ObservableObject {
  /// What the window shows of one preview.
  public struct Shown: Identifiable {
    public var preview: DiscoveredPreview
    public var name: String
    public var image: UIImage?
    public var failure: String?
    public var id: String { preview.id }
  }

  /// The previewed target and its package.
  public let project: PreviewProject
  private let source: PreviewProgramSource
  private let scale: Double
  private let directory: URL

  /// The previews, with their images or why they have none, in the target's order.
  @Published public private(set) var shown: [Shown] = []
  /// The errors of the last build, when it failed with some.
  @Published public private(set) var buildErrors: [BuildDiagnostic] = []
  /// The last build's whole output, when it failed without an error the window can point to.
  @Published public private(set) var buildLog: String?
  /// What the session is doing, or how long its last reload took.
  @Published public private(set) var status = "Building…"
  /// The selected preview's identity.
  @Published public var selection: String?
  /// Whether the previews render in dark appearance; changing it renders them again.
  @Published public var dark: Bool {
    didSet { if dark != oldValue { reload(because: nil, rebuilding: false) } }
  }

  private var modificationDates: [String: Date] = [:]
  private var isReloading = false
  private var reloadAgain = false
  private var watchTimer: Timer?
  /// The program the last successful build made, which renders again when only the appearance changes.
  private var program: String?

  /// A session for `project`'s previews, rendered by the program `source` gives at `scale` pixels per point into
  /// `directory`, which is the session's own: it is removed with the session.
  public init(
    project: PreviewProject, source: PreviewProgramSource, scale: Double = 1, dark: Bool = false, directory: URL
  ) {
    self.project = project
    self.source = source
    self.scale = scale
    self.dark = dark
    self.directory = directory
  }

  // A reload holds its session until it has shown what it rendered, so no render writes in the folder after this.
  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Builds and renders, then watches the sources while the session lives.
  public func start() {
    guard watchTimer == nil else { return }
    modificationDates = currentModificationDates()
    reload(because: nil)
    // Weakly held: a window closed (or a fuzzed one thrown away) frees its session, and the timer then stops.
    watchTimer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
      guard let self else { return timer.invalidate() }
      MainActor.assumeIsolated { self.checkForChanges() }
    }
  }

  /// The previews grouped by file, in the target's order.
  public var files: [(path: String, previews: [Shown])] {
    var order: [String] = []
    var byFile: [String: [Shown]] = [:]
    for item in shown {
      if byFile[item.preview.path] == nil { order.append(item.preview.path) }
      byFile[item.preview.path, default: []].append(item)
    }
    return order.map { ($0, byFile[$0] ?? []) }
  }

  private func currentModificationDates() -> [String: Date] {
    var dates: [String: Date] = [:]
    for path in project.watchedPaths {
      dates[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
    return dates
  }

  private func checkForChanges() {
    let dates = currentModificationDates()
    guard dates != modificationDates else { return }
    let saved = dates.filter { modificationDates[$0.key] != $0.value }.values.max()
    modificationDates = dates
    reload(because: saved)
  }

  /// Discovers, builds and renders off the main actor, then shows the result; a save during a reload reloads
  /// again after it. `saved` is when the file that caused it was saved, to time save-to-frame.
  private func reload(because saved: Date?, rebuilding: Bool = true) {
    guard !isReloading else {
      reloadAgain = true
      return
    }
    isReloading = true
    status =
      if case .build = source, rebuilding {
        "Building \(project.package.productName(of: project.executable))…"
      } else {
        "Rendering…"
      }
    let (project, source, directory, dark, scale) = (project, source, directory, dark, scale)
    let lastProgram = rebuilding ? nil : program
    Task.detached {
      let started = Date()
      let result = Result {
        let previews = try project.discover()
        let program = try lastProgram ?? source.program(product: project.package.productName(of: project.executable))
        let built = Date()
        let outcomes = try PreviewRenderer(program: program, root: project.package.root)
          .render(previews, into: directory, dark: dark, scale: scale)
        return (outcomes, program, built)
      }
      await self.show(result, started: started, saved: saved)
    }
  }

  private func show(
    _ result: Result<([PreviewRenderer.Outcome], String, Date), any Error>, started: Date, saved: Date?
  ) {
    isReloading = false
    switch result {
    case .success(let (outcomes, program, built)):
      self.program = program
      buildErrors = []
      buildLog = nil
      let previous = shown
      shown = outcomes.map { outcome in
        Shown(
          preview: outcome.preview, name: outcome.name ?? "Preview",
          image: outcome.image.flatMap { try? Data(contentsOf: $0) }.flatMap { UIImage(data: $0, scale: scale) },
          failure: outcome.failure)
      }
      if !shown.contains(where: { $0.id == selection }) {
        selection = counterpart(of: selection, in: previous)?.id ?? shown.first?.id
      }
      let timing = String(
        format: "built in %.1f s, rendered in %.1f s", built.timeIntervalSince(started),
        Date().timeIntervalSince(built))
      status = shown.isEmpty ? "\(project.target.name) has no previews (\(timing))" : "Up to date: \(timing)"
      if let saved {
        PlatformServices.afterNextFrame {
          let line = String(
            format: "easel-preview: save to frame %.2f s (%@)\n", Date().timeIntervalSince(saved), timing)
          FileHandle.standardOutput.write(Data(line.utf8))
        }
      }
    case .failure(PreviewError.buildFailed(let diagnostics, let log)):
      // Before a first good build the list still shows what the sources hold.
      if shown.isEmpty {
        shown = ((try? project.discover()) ?? []).map {
          Shown(preview: $0, name: $0.name ?? "Preview", image: nil, failure: "Not built yet")
        }
      }
      buildErrors = diagnostics
      buildLog = diagnostics.isEmpty ? log : nil
      status = "The build failed"
    case .failure(let error):
      buildErrors = []
      buildLog = "\(error)"
      status = "Cannot preview"
    }
    if reloadAgain {
      reloadAgain = false
      reload(because: saved)
    }
  }

  /// The preview now shown where the one `id` named in `previous` was: the one of the same name in its file, else
  /// the one at its place in the file (a preview's identity is its line, which an edit above it moves).
  private func counterpart(of id: String?, in previous: [Shown]) -> Shown? {
    guard let old = previous.first(where: { $0.id == id }) else { return nil }
    let file = shown.filter { $0.preview.path == old.preview.path }
    if let named = file.first(where: { $0.name == old.name }) { return named }
    let place = previous.filter { $0.preview.path == old.preview.path }.firstIndex { $0.id == id } ?? 0
    return file.indices.contains(place) ? file[place] : file.last
  }

  /// Opens `diagnostic`'s file at its line in the user's editor: `$VISUAL` or `$EDITOR` (`editor +line file`, as
  /// vi, Emacs, nano and gedit take it), else the desktop's application for the file.
  public func open(_ diagnostic: BuildDiagnostic) {
    let environment = ProcessInfo.processInfo.environment
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    if let editor = environment["VISUAL"] ?? environment["EDITOR"], !editor.isEmpty {
      process.arguments = editor.split(separator: " ").map(String.init) + ["+\(diagnostic.line)", diagnostic.path]
    } else {
      process.arguments = ["xdg-open", diagnostic.path]
    }
    try? process.run()
  }
}
