import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Two squares on top of each other in a `ZStack`; the one a tap lands on says its name.
private struct OverlappingSquares: View {
  /// The second square's z-index, when it sets one.
  let raised: Double?
  /// Whether the first square sits in front, by a z-index under an offset of zero.
  @State private var firstInFront = false
  let tapped: (String) -> Void

  var body: some View {
    ZStack {
      Color.red.frame(width: 100, height: 100)
        .onTapGesture { tapped("red") }
        .zIndex(firstInFront ? 2 : 0)
        .offset(x: 0)
      NamedSquare(name: "blue", zIndex: raised, tapped: tapped)
      Button("Swap") { firstInFront.toggle() }.offset(y: 80)
    }
  }
}

/// A square whose z-index is set inside its body: the view that uses it is ordered by it.
private struct NamedSquare: View {
  let name: String
  let zIndex: Double?
  let tapped: (String) -> Void

  var body: some View {
    Color.blue.frame(width: 100, height: 100)
      .onTapGesture { tapped(name) }
      .zIndex(zIndex ?? 0)
  }
}

@MainActor
@Suite struct ZIndexTests {
  private func tappedSquare(raised: Double?, swaps: Int = 0) -> String? {
    var tapped: String?
    let host = ViewHost(
      OverlappingSquares(raised: raised) { tapped = $0 }, size: CGSize(width: 240, height: 240),
      textEngine: FixedMetricsTextEngine())
    _ = host.render()
    for _ in 0..<swaps {
      #expect(host.tap(text: "Swap"))
      _ = host.render()
    }
    host.tap(at: CGPoint(x: 120, y: 120))
    return tapped
  }

  @Test func laterSiblingsAreInFrontByDefault() {
    #expect(tappedSquare(raised: nil) == "blue")
  }

  @Test func aZIndexUnderAnotherModifierStillOrdersTheView() {
    // The red square's z-index of 2 sits under an offset: SwiftUI orders the view by it all the same.
    #expect(tappedSquare(raised: nil, swaps: 1) == "red")
  }

  @Test func aChangedZIndexOrdersTheViewsAgain() {
    #expect(tappedSquare(raised: 1, swaps: 0) == "blue")
    #expect(tappedSquare(raised: 1, swaps: 1) == "red")
    #expect(tappedSquare(raised: 1, swaps: 2) == "blue")
  }

  @Test func aZIndexInsideACustomViewsBodyOrdersThatView() {
    #expect(tappedSquare(raised: -1) == "red")
  }
}
