import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Twenty 50-point rows under a 40-point bar of buttons that scroll to row 12: through a `scrollPosition(id:)`
/// binding, a `ScrollPosition`, and a reader's proxy, each with the transaction's `scrollTargetAnchor`. Its body reads
/// neither binding's value, as in Apple's example: the modifier follows the binding on its own.
private struct AnchoredScrollScreen: View {
  @State private var scrolledID: Int?
  @State private var position = ScrollPosition(idType: Int.self)
  /// Which of the three ways the screen's scroll view follows.
  let usesPosition: Bool

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        HStack {
          Button("Binding") {
            withTransaction(\.scrollTargetAnchor, .bottom) {
              if usesPosition { position.scrollTo(id: 12) } else { scrolledID = 12 }
            }
          }
          Button("Proxy") { withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(12) } }
          Button("Top") { withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(12, anchor: .top) } }
        }
        .frame(height: 40)
        scrollView
      }
    }
  }

  @ViewBuilder private var scrollView: some View {
    let rows = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 50) }
      }
      .scrollTargetLayout()
    }
    if usesPosition { rows.scrollPosition($position) } else { rows.scrollPosition(id: $scrolledID) }
  }
}

@MainActor
@Suite struct ScrollTargetAnchorTests {
  private let size = CGSize(width: 240, height: 240)

  /// The frame of row 12 after tapping `button`, in a host of the screen.
  private func rowFrame(after button: String, usesPosition: Bool = false) throws -> CGRect {
    let host = ViewHost(
      AnchoredScrollScreen(usesPosition: usesPosition), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect(host.tap(text: button))
    host.layout()
    let text = try #require(host.find(text: "Row 12"))
    // The row is 50 points high around its text.
    return CGRect(x: 0, y: text.midY - 25, width: 240, height: 50)
  }

  @Test func aBindingChangedWithAnAnchorPutsTheRowThere() throws {
    let row = try rowFrame(after: "Binding")
    #expect(abs(row.maxY - 240) < 0.5, "row 12's bottom is at the scroll view's bottom, not its top")
  }

  @Test func aScrollPositionWithoutAnAnchorOfItsOwnTakesTheTransactions() throws {
    let row = try rowFrame(after: "Binding", usesPosition: true)
    #expect(abs(row.maxY - 240) < 0.5)
  }

  @Test func theProxyTakesTheTransactionsAnchorWhenItIsGivenNone() throws {
    let centered = try rowFrame(after: "Proxy")
    #expect(abs(centered.midY - (40 + 100)) < 0.5, "row 12 is in the middle of the 200-point scroll view")
    let top = try rowFrame(after: "Top")
    #expect(abs(top.minY - 40) < 0.5, "an anchor the call names wins over the transaction's")
  }

  @Test func aKeyPathTransactionKeepsTheAnimationAroundIt() {
    let transaction = withAnimation(.linear(duration: 0.3)) {
      withTransaction(\.scrollTargetAnchor, .bottom) { TransactionContext.current }
    }
    #expect(transaction?.scrollTargetAnchor == .bottom)
    #expect(transaction?.animation == .linear(duration: 0.3))
    #expect(withTransaction(\.isContinuous, true) { TransactionContext.current?.animation } == nil)
  }
}
