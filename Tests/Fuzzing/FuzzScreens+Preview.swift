import Easel
import EaselPreviewKit
import EaselPreviewWindow
import EaselTesting
import Foundation

extension FuzzScreens {
  /// `easel-preview`'s window over the previews of the `PreviewFixture` program (one of which crashes), built
  /// beforehand beside the fuzzer (`make fuzz` builds it; `swift build --build-tests` does for the tests). Each Dark
  /// toggle a stream taps renders every preview again, in processes of the program's own, while the stream goes on;
  /// the images land in a later stream, and a toggle during a render renders again after it.
  static var preview: [FuzzScreen] {
    [
      FuzzScreen(app: "easel-preview", name: "window") {
        let size = CGSize(width: 1000, height: 760)
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("PreviewFixture").path
        guard FileManager.default.isExecutableFile(atPath: program), case .success(let project) = fixtureProject else {
          let problem =
            if case .failure(let error) = fixtureProject { "the fixture's package cannot be read: \(error)" } else {
              "the PreviewFixture program is not built at \(program)"
            }
          return FuzzTarget(host: ViewHost(EmptyView(), size: size), isReached: false) { [problem] }
        }
        let session = PreviewSession(
          project: project, source: .prebuilt(path: program),
          directory: FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-preview-\(UUID())"))
        let host = ViewHost(PreviewWindow(session: session), size: size)
        host.layout()
        return FuzzTarget(host: host) { problems(of: session) }
      }
    ]
  }

  /// The fixture's package as `swift package describe` gives it, read once per process (it takes most of a second),
  /// with a scratch folder of its own: the tests run while `swift test` holds the package's `.build`, and
  /// describing a package makes nothing in the folder.
  private static let fixtureProject = Result {
    try PreviewProject(
      root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path,
      targetName: "PreviewFixture", file: nil,
      scratchPath: FileManager.default.temporaryDirectory.appendingPathComponent("easel-describe-\(UUID())").path)
  }

  /// What is wrong with what `session` shows: a failed render, a preview twice, a selection of none shown, a preview
  /// that should render without an image or the crashing one with one.
  @MainActor private static func problems(of session: PreviewSession) -> [String] {
    var problems: [String] = []
    if let log = session.buildLog { problems.append("the previews did not render: \(log)") }
    let ids = session.shown.map(\.id)
    if Set(ids).count != ids.count { problems.append("a preview is shown twice: \(ids)") }
    if let selection = session.selection, !ids.contains(selection) {
      problems.append("the selection \(selection) is not shown")
    }
    for shown in session.shown where (shown.name == "Crashes") == (shown.image != nil) {
      problems.append("\(shown.name): image \(shown.image == nil ? "missing" : "shown"), \(shown.failure ?? "")")
    }
    return problems
  }
}
