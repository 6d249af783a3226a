import EaselPreviewInterface
import Foundation

/// Has a built program render previews to PNGs (``PreviewRenderRequest``), each program run in its own process:
/// a preview that crashes ends that run only, is reported as crashed, and the previews after it render in a new run.
public struct PreviewRenderer: Sendable {
  /// What became of one preview.
  public struct Outcome: Hashable, Sendable {
    public var preview: DiscoveredPreview
    /// The PNG, or `nil` when it was not rendered.
    public var image: URL?
    /// The name the preview gave itself, else the one in the source.
    public var name: String?
    /// The size in points it was rendered at.
    public var width: Double?
    public var height: Double?
    /// Why it was not rendered: the program's failure, or the crash and what the program printed on it.
    public var failure: String?
  }

  /// The built program.
  public let program: String
  /// The package's folder, where the program runs.
  public let root: String
  /// The longest a run may take, in seconds.
  public var timeout: TimeInterval = 60

  public init(program: String, root: String) {
    self.program = program
    self.root = root
  }

  /// Renders `previews` into `directory` (`<id>.png`), in light or `dark` appearance at `scale` pixels per point.
  public func render(
    _ previews: [DiscoveredPreview], into directory: URL, dark: Bool = false, scale: Double = 1
  ) throws -> [Outcome] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var outcomes: [Outcome] = []
    var remaining = previews[...]
    while !remaining.isEmpty {
      let request = PreviewRenderRequest(
        items: remaining.map(\.requestItem), directory: directory.path, dark: dark, scale: scale)
      let requestFile = directory.appendingPathComponent(".request.json")
      try JSONEncoder().encode(request).write(to: requestFile)
      defer { try? FileManager.default.removeItem(at: requestFile) }
      let output = try ProcessRunner.run(
        [program], in: root, environment: environment(requestFile: requestFile), timeout: timeout)
      let results = output.standardOutput.split(whereSeparator: \.isNewline).compactMap { line in
        line.hasPrefix(PreviewRenderRequest.resultPrefix)
          ? try? JSONDecoder().decode(
            PreviewRenderResult.self, from: Data(line.dropFirst(PreviewRenderRequest.resultPrefix.count).utf8))
          : nil
      }
      for result in results {
        guard let preview = remaining.first, preview.id == result.id else { break }
        remaining.removeFirst()
        outcomes.append(
          Outcome(
            preview: preview, image: result.failure == nil ? directory.appendingPathComponent(result.id + ".png") : nil,
            name: result.name ?? preview.name, width: result.width, height: result.height, failure: result.failure))
      }
      if output.status == 0 && !output.crashed {
        // A program that is not an Easel app ends without rendering.
        outcomes += remaining.map {
          Outcome(
            preview: $0, image: nil, name: $0.name, width: nil, height: nil,
            failure: "\(program) did not render it: does it start with EaselGTK's App.main()?")
        }
        break
      }
      // The run ended early: the first preview it did not report is the one that ended it.
      guard let crashed = remaining.first else { break }
      remaining.removeFirst()
      let how = output.crashed ? "crashed (signal \(output.status))" : "exited with status \(output.status)"
      // The fatal error's message and the crashing frames come first.
      let printed = output.standardError.split(whereSeparator: \.isNewline).prefix(30).joined(separator: "\n")
      outcomes.append(
        Outcome(
          preview: crashed, image: nil, name: crashed.name, width: nil, height: nil,
          failure: "The preview \(how):\n\(printed)"))
    }
    return outcomes
  }

  /// The program's environment: the request, and a short, quick backtrace of the crashing thread (Swift's full one
  /// takes seconds) unless the user chose their own.
  private func environment(requestFile: URL) -> [String: String] {
    var environment = [PreviewRenderRequest.environmentVariable: requestFile.path]
    if ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] =
        "enable=yes,threads=crashed,registers=none,images=none,limit=16,top=0,symbolicate=fast"
    }
    return environment
  }
}
