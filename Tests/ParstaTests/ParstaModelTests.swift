import Combine
import Easel
import Foundation
import Testing

@testable import Parsta

/// The app's model as views observe it.
@MainActor
@Suite struct ParstaModelTests {
  @Test func aChangeThatLeavesTheProfileAsItWasTellsNoView() throws {
    let app = ParstaTestHost()
    var changes = 0
    let subscription = app.model.objectWillChange.sink { changes += 1 }
    defer { subscription.cancel() }
    // Opening today's quiz makes it (a write) and reads it, and gives no experience: every view observing the model
    // would run its body again for nothing, which made opening the quiz miss a 60 Hz frame.
    let quiz = app.model.change { try $0.dailyQuiz(on: app.model.today) }
    #expect(quiz?.questions.isEmpty == false)
    #expect(changes == 0)
    let xp = app.model.profile.xp
    app.model.change { try $0.markLessonRead("swift-basics", on: app.model.today, at: Date()) }
    #expect(app.model.profile.xp == xp + ParstaStore.xpPerLesson)
    #expect(changes == 1)
  }
}
