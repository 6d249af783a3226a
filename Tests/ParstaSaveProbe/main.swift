// Answers parSta!'s daily quiz and changes the profile, day after day, in an endless loop, so a test can kill it with
// SIGKILL at a random moment and check that the database opens and holds the state before or after each change.
//
// Usage: ParstaSaveProbe <folder>. Each round takes the next day's quiz, answers every question (right, then
// wrong, in turn), finishes it and sets the nickname to "Learner <round>". Prints "ready" once the first round is
// stored.

import Foundation
import Parsta

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: ParstaSaveProbe <folder>\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1])
let store = try ParstaStore(folder: folder, content: try ContentLibrary.bundled())
// Rounds go on from the last finished day, so that each kill lands in new changes.
var round = (try? store.statistics(today: Day(ordinal: 30_000)).quizzesDone) ?? 0
// A test that dies before killing its probe must not leave it saving forever: an orphan gets a new parent.
let parent = getppid()
var announced = false
while getppid() == parent {
  round += 1
  let day = Day(ordinal: 20_000 + round)
  let date = Date(timeIntervalSince1970: TimeInterval(day.ordinal) * 86_400 + 43_200)
  let quiz = try store.dailyQuiz(on: day)
  var score = 0
  for (index, question) in quiz.questions.enumerated() {
    let choice = index.isMultiple(of: 2) ? question.answer : question.answer + 1
    if try store.record(answer: choice, to: question, on: day, at: date, practice: false) { score += 1 }
  }
  _ = try store.finishDailyQuiz(on: day, score: score, at: date)
  try store.setNickname("Learner \(round)")
  if !announced {
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    announced = true
  }
}
