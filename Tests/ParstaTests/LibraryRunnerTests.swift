import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// Samples run by the real toolchain; each run compiles, so these take seconds and run one at a time.
@Suite(.serialized) struct LibraryRunnerTests {
  typealias F = LibraryFixtures

  /// The sample folders in the temporary folder that hold `code`: other tests run samples at the same time, and
  /// their folders come and go.
  static func leftoverFolders(running code: String) -> Set<String> {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    return Set(
      names.filter { name in
        name.hasPrefix("parsta-snippet-")
          && (try? String(contentsOf: temporary.appendingPathComponent("\(name)/snippet.swift"), encoding: .utf8))
            == code
      })
  }

  /// Processes still running a sample whose folder is gone: a run that was stopped but whose script was not.
  static func orphanedSnippetProcesses() -> [String] {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return processes.compactMap { pid -> String? in
      guard pid.allSatisfy(\.isNumber), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
      else { return nil }
      let arguments = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
      guard let script = arguments.first(where: { $0.contains("/parsta-snippet-") && $0.hasSuffix("snippet.swift") }),
        !FileManager.default.fileExists(atPath: URL(fileURLWithPath: script).deletingLastPathComponent().path)
      else { return nil }
      return "\(pid): \(arguments.joined(separator: " "))"
    }
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
    // A comment of its own, so another test run on the machine running the same sample leaves no folder that counts.
    let code = #"print("hi") // "# + UUID().uuidString
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 120)
    let result = await runner.run(code)
    #expect(result.output == "hi\n")
    #expect(result.outcome == .exited(0))
    #expect(!result.truncated)
    #expect(Self.leftoverFolders(running: code).isEmpty)
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
    let code = "var n = 0\nwhile true { n &+= 1 }  // \(UUID().uuidString)"
    let runner = SnippetRunner(searchPath: F.processSearchPath, timeout: 3)
    let start = Date()
    let result = await runner.run(code)
    #expect(result.outcome == .timedOut)
    // The limit, plus the second between asking it to end and killing it, plus slack for a busy machine.
    #expect(Date().timeIntervalSince(start) < 15)
    #expect(Self.leftoverFolders(running: code).isEmpty)
    // The script runs in a child of `swift`; stopping the run stops it too, within the second before SIGKILL.
    try await Task.sleep(nanoseconds: 1_500_000_000)
    #expect(Self.orphanedSnippetProcesses().isEmpty)
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
