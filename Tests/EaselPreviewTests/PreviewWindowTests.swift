import EaselCairo
import EaselPreviewKit
import EaselPreviewWindow
import EaselTesting
import Foundation
import Testing

/// `easel-preview`'s window over the `PreviewFixture` program, built beforehand (``PreviewProgramSource/prebuilt(path:)``):
/// the previews listed and rendered, the crashing one reported, and the Dark toggle rendering them again.
@MainActor @Suite(.serialized) struct PreviewWindowTests {
  /// Waits for `session`'s reload to show its images, running the main actor's work meanwhile.
  func untilRendered(_ session: PreviewSession) async throws {
    let deadline = Date().addingTimeInterval(60)
    while !session.status.hasPrefix("Up to date") && Date() < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    try #require(session.status.hasPrefix("Up to date"), "still \(session.status) \(session.buildLog ?? "")")
  }

  /// The brightness of the "Fixed" preview's corner, where the window's background shows.
  func cornerBrightness(in directory: URL, of session: PreviewSession) throws -> Int {
    let fixed = try #require(session.shown.first { $0.name == "Fixed" })
    let bitmap = try CairoBitmap(pngData: Data(contentsOf: directory.appendingPathComponent(fixed.id + ".png")))
    let (red, green, blue, _) = bitmap.pixel(x: 2, y: 2)
    return (Int(red) + Int(green) + Int(blue)) / 3
  }

  @Test func theWindowShowsTheFixturesPreviewsAndRendersThemDarkWhenToggled() async throws {
    let program = PreviewRenderingTests.fixtureProgram.path
    try #require(FileManager.default.isExecutableFile(atPath: program), "build the PreviewFixture target: \(program)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-window-\(UUID())")
    weak var released: PreviewSession?
    do {
      let session = PreviewSession(
        // Its own scratch folder: `swift test` holds `.build` while the tests run.
        project: try PreviewProject(
          root: PreviewRenderingTests.packageRoot.path, targetName: "PreviewFixture", file: nil,
          scratchPath: FileManager.default.temporaryDirectory.appendingPathComponent("easel-describe-\(UUID())").path),
        source: .prebuilt(path: program), directory: directory)
      released = session
      let host = ViewHost(PreviewWindow(session: session), size: CGSize(width: 1000, height: 760))
      try await show(session, in: host, directory: directory)
    }
    // The window gone, its session goes, and with it the folder of its images.
    #expect(released == nil)
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }

  func show(_ session: PreviewSession, in host: ViewHost, directory: URL) async throws {
    host.layout()
    try await untilRendered(session)
    let shown = session.shown
    #expect(shown.map(\.name) == ["Preview", "Fits", "Fixed", "Landscape", "Crashes", "From a provider"])
    #expect(shown.filter { $0.image == nil }.map(\.name) == ["Crashes"])
    #expect(shown.first { $0.name == "Crashes" }?.failure?.contains("CrashingView crashed") == true)
    #expect(session.selection == shown.first?.id)
    host.layout()
    #expect(host.find(text: "FixtureCard.swift") != nil)
    #expect(host.find(text: "From a provider") != nil)
    #expect(try cornerBrightness(in: directory, of: session) > 200)

    // As a screen reader presses it.
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Dark"))))
    #expect(session.dark)
    try await untilRendered(session)
    #expect(try cornerBrightness(in: directory, of: session) < 80)
  }
}
