import Foundation

/// The learner's flags written out for the content's maintainers: which question, in which version of the content,
/// what it said then and which answer it marked, and the learner's note, so that a maintainer can find the item in
/// the question files and act without the app.
enum FlagReport {
  static func text(for flags: [QuestionFlag], content: ContentLibrary?, version: String = ParstaInfo.version) -> String
  {
    let formatter = ISO8601DateFormatter()
    let header = """
      parSta! \(version), content \(content?.digest ?? "unknown"): \(flags.count) flagged question\(flags.count == 1 ? "" : "s").
      Send this file to parSta!'s maintainers (the project's issue tracker); nothing is sent by the app.
      """
    let blocks = flags.map { flag in
      var lines = ["[\(flag.questionID)] flagged \(formatter.string(from: flag.date))"]
      if let question = content?.question(id: flag.questionID) {
        lines.append("Prompt: \(question.prompt.en)")
        lines.append("Prompt (ko): \(question.prompt.ko)")
        for (index, choice) in question.choices.enumerated() {
          lines.append("\(index == question.answer ? "*" : " ") \(index + 1). \(choice.text.en)")
        }
      } else {
        lines.append("(no longer in this version's questions)")
      }
      lines.append("Note: \(flag.note)")
      return lines.joined(separator: "\n")
    }
    return ([header] + blocks).joined(separator: "\n\n") + "\n"
  }
}
