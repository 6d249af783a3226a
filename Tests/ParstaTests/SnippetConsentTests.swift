import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// A lesson's sample is a program: it must run only when the learner presses Run, whatever else they do on the
/// page, and then only in a temporary folder of its own. A stand-in `swift` on the search path notes where and when
/// it ran, so this holds without a toolchain.
@MainActor
@Suite struct SnippetConsentTests {
  typealias F = LibraryFixtures

  @Test func aSampleRunsOnlyWhenRunIsPressed() async throws {
    let tools = FileManager.default.temporaryDirectory
      .appendingPathComponent("parsta-consent-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tools) }
    let marker = tools.appendingPathComponent("ran-in.txt")
    let swift = tools.appendingPathComponent("swift")
    try "#!/bin/sh\npwd > '\(marker.path)'\necho stand-in ran\n".write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)

    let model = try F.model(lessons: [F.closures], searchPath: tools.path)
    let host = F.host(LessonView(lesson: F.closures), model: model)
    let run = try #require(host.find(text: "Run"))

    // Everything a learner might do on the page but press Run: tap every text, scroll, type, wait.
    for frame in host.graph.displayedTextFrames() where !frame.intersects(run) {
      host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
      host.advance(by: 0.5)
    }
    _ = host.scroll(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2), by: CGSize(width: 0, height: 200))
    host.type("print(\"hello\")\n")
    _ = host.key(.return)
    host.advance(by: 3)
    await host.runMainQueue(until: { false }, timeout: 0.5)
    #expect(!FileManager.default.fileExists(atPath: marker.path), "the sample ran before Run was pressed")

    _ = host.scroll(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2), by: CGSize(width: 0, height: -200))
    #expect(host.tap(text: "Run"))
    #expect(await host.runMainQueue(until: { host.find(text: "stand-in ran") != nil }, timeout: 30))
    let folder = try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    let temporary = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    #expect(folder.hasPrefix(temporary + "/parsta-snippet-"), "ran in \(folder)")
    #expect(!FileManager.default.fileExists(atPath: folder), "the sample's folder is left behind")
  }
}
