import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// Samples run by the real toolchain; each run compiles, so these take seconds and run one at a time.
@Suite(.serialized) struct LibraryRunnerTests {
  typealias F = LibraryFixtures

  /// The sample folders left in the temporary folder.
  static func leftoverFolders() -> Set<String> {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
    return Set(names.filter { $0.hasPrefix("parsta-snippet-") })
  }

  @Test func findsExecutablesOnTheSearchPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-path-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin.appendingPathComponent("swift"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder named swift is not the command, and neither is a file that cannot run.
    #expect(SnippetRunner.findExecutable("swift", in: bin.path) == nil)
    let other = folder.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let script = other.appendingPathComponent("swift")
    try Data("#!/bin/sh\n".utf8).write(to: script)
    #expect(SnippetRunner.findExecutable("swift", in: "\(bin.path):\(other.path)") == nil)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    #expect(SnippetRunner.findExecutable("swift", in: "\(bin.path)::\(other.path)") == script)
    #expect(SnippetRunner(searchPath: "").swift == nil)
  }

  @Test(.enabled(if: F.hasToolchain)) func runsASample() async throws {
    let before = Self.leftoverFolders()
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 120)
    let result = await runner.run(#"print("hi")"#)
    #expect(result.output == "hi\n")
    #expect(result.outcome == .exited(0))
    #expect(!result.truncated)
    #expect(Self.leftoverFolders().subtracting(before).isEmpty)
  }

  @Test(.enabled(if: F.hasToolchain)) func reportsCompilerErrors() async throws {
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 120)
    let result = await runner.run("let number: Int = \"seven\"\nprint(number)")
    #expect(result.outcome != .exited(0))
    #expect(result.outcome != .timedOut)
    #expect(result.output.contains("error:"))
  }

  @Test(.enabled(if: F.hasToolchain)) func boundsTheOutput() async throws {
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 120, outputLimit: 1000)
    let result = await runner.run("for i in 0..<10_000 { print(\"line \\(i)\") }")
    #expect(result.truncated)
    #expect(result.output.utf8.count == 1000)
    #expect(result.output.hasPrefix("line 0\nline 1\n"))
    #expect(result.outcome == .exited(0))
  }

  @Test(.enabled(if: F.hasToolchain)) func stopsALoopThatNeverEnds() async throws {
    let before = Self.leftoverFolders()
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 3)
    let start = Date()
    let result = await runner.run("var n = 0\nwhile true { n &+= 1 }")
    #expect(result.outcome == .timedOut)
    // The limit, plus the second between asking it to end and killing it, plus slack for a busy machine.
    #expect(Date().timeIntervalSince(start) < 15)
    #expect(Self.leftoverFolders().subtracting(before).isEmpty)
  }

  @Test(.enabled(if: F.hasToolchain)) @MainActor func runButtonShowsTheOutput() async throws {
    let model = try F.model(lessons: [F.closures], searchPath: F.processSearchPath)
    let host = F.host(LessonView(lesson: F.closures), model: model, timeout: 120)
    #expect(host.find(text: "Install Swift to run this sample.") == nil)
    #expect(host.tap(text: "Run"))
    #expect(host.find(text: "Running…") != nil)
    #expect(await host.runMainQueue(until: { host.find(text: "[2, 4, 6]") != nil }, timeout: 150))
    #expect(host.find(text: "Output") != nil)
    #expect(host.find(text: "Running…") == nil)
  }

  @Test(.enabled(if: F.hasToolchain)) @MainActor func runButtonStopsAtTheTimeout() async throws {
    let model = try F.model(lessons: [F.forever], searchPath: F.processSearchPath)
    let host = F.host(LessonView(lesson: F.forever), model: model, timeout: 3)
    #expect(host.tap(text: "Run"))
    #expect(await host.runMainQueue(until: { host.find(text: "Stopped after 3 seconds") != nil }, timeout: 30))
  }
}
