import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
struct LikeButton: View {
  @State var likes = 0
  var body: some View {
    VStack {
      Button("Like") { likes += 1 }
      Text("Heart")
        .phaseAnimator([0, 1, 2], trigger: likes) { content, phase in
          content.offset(x: CGFloat(phase) * 100)
        } animation: { _ in
          .linear(duration: 1)
        }
    }
    .frame(width: 400, height: 200, alignment: .topLeading)
  }
}

/// `phaseAnimator` and `PhaseAnimator`: each phase's change animates with its animation, the next phase starts
/// when it ends, a triggered run returns to the first phase and stops, an untriggered one cycles.
@MainActor
struct PhaseAnimatorTests {
  private let size = CGSize(width: 400, height: 200)

  @Test func aTriggerRunsThroughThePhasesAndBackThenRests() throws {
    let host = ViewHost(LikeButton(), size: size)
    let start = try #require(host.find(text: "Heart")).minX
    host.advance(by: 1)
    #expect(!host.graph.needsClock, "at rest until the trigger changes")
    #expect(host.tap(text: "Like"))
    host.advance(by: 0.02)
    host.advance(by: 0.5)
    let halfway = try #require(host.find(text: "Heart")).minX - start
    #expect(abs(halfway - 50) < 5, "halfway to phase 1's offset, linearly: \(halfway)")
    host.advance(by: 0.5)
    #expect(abs(try #require(host.find(text: "Heart")).minX - start - 100) < 3)
    host.advance(by: 1)
    #expect(abs(try #require(host.find(text: "Heart")).minX - start - 200) < 3, "then phase 2")
    host.advance(by: 1.02)
    #expect(abs(try #require(host.find(text: "Heart")).minX - start) < 3, "then back to the first")
    host.advance(by: 0.1)
    #expect(!host.graph.needsClock, "a finished run lets the window rest")
  }

  @Test func withoutATriggerItCyclesWhileShown() throws {
    let host = ViewHost(
      PhaseAnimator(["A", "B"]) { phase in
        Text("Phase \(phase)")
      } animation: { _ in
        .linear(duration: 0.5)
      },
      size: size)
    #expect(host.find(text: "Phase A") != nil)
    var seen: [String] = []
    for _ in 0..<10 {
      host.advance(by: 0.26)
      seen.append(host.find(text: "Phase A") != nil ? "A" : "B")
    }
    #expect(seen.contains("A") && seen.contains("B"))
    #expect(Array(seen.dropFirst(2)).count(where: { $0 == "B" }) >= 3, "it keeps cycling: \(seen)")
    #expect(host.graph.needsClock)
  }

  @Test func aPhaseWithoutAnimationChangesAtOnce() throws {
    let host = ViewHost(
      PhaseAnimator([0, 1], trigger: 0) { phase in
        Text("Value \(phase)")
      } animation: { _ in
        nil
      }, size: size)
    #expect(host.find(text: "Value 0") != nil)
    host.advance(by: 0.5)
    #expect(host.find(text: "Value 0") != nil && !host.graph.needsClock, "nothing runs before the trigger changes")
  }
}
