import Foundation
import Parsta

/// Holds the content's claims about code to the Swift toolchain, in Swift 5 and Swift 6 language modes: output
/// questions print their answer, runnable lesson samples run, and every other sample compiles or is refused as its
/// ``CodeCheck`` says.
public struct ToolchainCheck: Sendable {
  /// One compiler or program run the check makes.
  struct Job: Sendable {
    enum Action: Sendable {
      /// Runs the program, which must exit 0 and, when `prints` is set, print exactly that (a last newline aside),
      /// which no other choice may equal.
      case run(prints: String?, otherChoices: [String])
      /// Compiles the program, which must compile or not, and when refused, say `diagnostic`.
      case compile(compiles: Bool, diagnostic: String?)
    }

    var item: String
    var program: String
    var mode: Int
    var action: Action
  }

  /// The runner; its time limit is each compile's or run's.
  public var runner: SnippetRunner
  /// How many compiles or runs at once: the machines have two cores.
  public var width = 2

  /// A check with the toolchain on `searchPath`.
  public init(searchPath: String) {
    runner = SnippetRunner(searchPath: searchPath, timeout: 180)
  }

  /// Whether the toolchain is there to check with.
  public var isAvailable: Bool { runner.swift != nil && runner.swiftc != nil }

  /// Compiles and runs every claim of `content` in both language modes.
  public func check(_ content: ContentLibrary) async -> ContentReport {
    let jobs = Self.jobs(for: content)
    var report = ContentReport()
    var counts: [String: Int] = [:]
    for job in jobs {
      switch job.action {
      case .run(let prints, _): counts[prints == nil ? "runs" : "output runs", default: 0] += 1
      case .compile(let compiles, _): counts[compiles ? "compiles" : "refusals", default: 0] += 1
      }
    }
    report.findings = await withTaskGroup(of: ContentFinding?.self) { group in
      var pending = jobs[...]
      for _ in 0..<width {
        if let job = pending.popFirst() { group.addTask { await perform(job) } }
      }
      var findings: [ContentFinding] = []
      for await finding in group {
        if let finding { findings.append(finding) }
        if let job = pending.popFirst() { group.addTask { await perform(job) } }
      }
      return findings.sorted { ($0.item, $0.message) < ($1.item, $1.message) }
    }
    let skipped =
      content.questions.filter { $0.check?.expect == .swiftui }.count
      + content.lessons.flatMap(\.sections).filter { $0.check?.expect == .swiftui }.count
    report.checked = [
      "Swift 5 and Swift 6 modes: \(counts["output runs", default: 0]) runs of output questions printing their answer, "
        + "\(counts["runs", default: 0]) runs of lesson samples, \(counts["compiles", default: 0]) compiles that "
        + "must compile, \(counts["refusals", default: 0]) that must be refused",
      "\(skipped) SwiftUI samples not compiled (SwiftUI exists only on Apple's systems)",
    ]
    return report
  }

  /// Every compile and run `content` asks for.
  static func jobs(for content: ContentLibrary) -> [Job] {
    var jobs: [Job] = []
    for mode in CodeCheck.languageModes {
      for question in content.questions {
        if question.kind == .output, let code = question.code {
          let answer = question.choices.indices.contains(question.answer) ? question.choices[question.answer] : nil
          let others = question.choices.indices.filter { $0 != question.answer }.map { question.choices[$0].text.en }
          jobs.append(
            Job(
              item: question.id, program: code, mode: mode,
              action: .run(prints: answer?.text.en ?? "", otherChoices: others)))
        } else if let check = question.check, let compiles = check.compiles(inMode: mode) {
          jobs.append(
            Job(
              item: question.id, program: check.program(for: question.code), mode: mode,
              action: .compile(compiles: compiles, diagnostic: check.diagnostic)))
        }
      }
      for lesson in content.lessons {
        for (index, section) in lesson.sections.enumerated() {
          guard let code = section.code else { continue }
          let item = "\(lesson.id)#\(index)"
          if section.runnable == true {
            jobs.append(Job(item: item, program: code, mode: mode, action: .run(prints: nil, otherChoices: [])))
          } else {
            let check = section.check ?? CodeCheck(expect: .compiles)
            guard let compiles = check.compiles(inMode: mode) else { continue }
            jobs.append(
              Job(
                item: item, program: check.program(for: code), mode: mode,
                action: .compile(compiles: compiles, diagnostic: check.diagnostic)))
          }
        }
      }
    }
    return jobs
  }

  /// Runs `job`; what it found wrong, if anything.
  func perform(_ job: Job) async -> ContentFinding? {
    let mode = "Swift \(job.mode) mode"
    switch job.action {
    case .run(let prints, let others):
      var runner = self.runner
      runner.includesErrors = false
      let result = await runner.run(job.program, languageMode: job.mode)
      guard result.outcome == .exited(0) else {
        return ContentFinding(job.item, "\(mode): the program ended with \(result.outcome)")
      }
      guard let prints else { return nil }
      let printed = result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
      if printed != prints { return ContentFinding(job.item, "\(mode) prints “\(printed)”, the answer is “\(prints)”") }
      if others.contains(printed) { return ContentFinding(job.item, "\(mode): a wrong choice is what it prints too") }
      return nil
    case .compile(let compiles, let diagnostic):
      let result = await runner.compile(job.program, languageMode: job.mode)
      if case .exited(let status) = result.outcome {
        let message = result.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
        if (status == 0) != compiles {
          return ContentFinding(
            job.item,
            "\(mode) \(status == 0 ? "compiles it" : "refuses it") but the claim says otherwise \(message)")
        }
        if !compiles, let diagnostic, !result.output.contains(diagnostic) {
          return ContentFinding(job.item, "\(mode) refuses it without saying “\(diagnostic)”: \(message)")
        }
        return nil
      }
      return ContentFinding(job.item, "\(mode): the compiler \(result.outcome)")
    }
  }
}
