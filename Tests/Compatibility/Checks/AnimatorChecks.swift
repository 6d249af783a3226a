import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The animators of `AnimatorSnippets`: a like runs the phase and keyframe animators once, then the screen keeps
/// animating only its pulsing dot.
@MainActor
@Suite struct AnimatorChecks {
  @Test func aLikeRunsTheAnimatorsOnce() throws {
    let host = ViewHost(AnimatorsScreen(), size: CGSize(width: 300, height: 400))
    let frog = try #require(host.find(text: "🐸"))
    #expect(host.tap(text: "Like"))
    host.advance(by: 0.6)
    let jumping = try #require(host.find(text: "🐸"))
    #expect(jumping.minY < frog.minY - 10, "the frog jumps: \(jumping.minY) from \(frog.minY)")
    host.advance(by: 3)
    let landed = try #require(host.find(text: "🐸"))
    #expect(abs(landed.minY - frog.minY) < 1, "and lands where it was")
    #expect(host.graph.needsClock, "the dot keeps pulsing")
  }
}
