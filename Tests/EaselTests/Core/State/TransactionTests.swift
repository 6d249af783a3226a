import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `withAnimation` and `withTransaction` set the transaction of their own thread only, as SwiftUI's do.
@Suite struct TransactionTests {
  @Test func withAnimationOnAnotherThreadLeavesThisThreadsTransactionAlone() {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    // Written by the thread before it signals `entered`, read here after `entered`.
    nonisolated(unsafe) var seenThere: Animation?
    let thread = Thread {
      withAnimation(.linear(duration: 1)) {
        seenThere = TransactionContext.current?.animation
        entered.signal()
        release.wait()
      }
    }
    thread.start()
    entered.wait()
    #expect(TransactionContext.current == nil, "the other thread's animation is not this thread's")
    release.signal()
    #expect(seenThere == .linear(duration: 1))
  }

  @Test func nestedTransactionsRestoreTheOuterOne() {
    withAnimation(.easeIn) {
      withTransaction(Transaction()) { #expect(TransactionContext.current?.animation == nil) }
      #expect(TransactionContext.current?.animation == .easeIn)
    }
    #expect(TransactionContext.current == nil)
  }
}
