import Easel
import EaselTesting
import Foundation
import Testing

/// One counter shown three times, under `.numericText()`, `.opacity` and `.identity`, going from 19 to 20.
struct ContentTransitionScreen: View {
  @State private var value = 19

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 28) {
        Text("\(value)").contentTransition(.numericText())
        Text("\(value)").contentTransition(.opacity)
        Text("\(value)").contentTransition(.identity)
      }
      .font(.system(size: 44, weight: .semibold))
      Button("Step") { withAnimation(.linear(duration: 1)) { value += 1 } }
    }
  }
}

@MainActor
@Suite struct ContentTransitionScreens {
  /// 40 % of the way: the numeric text's digits roll (the old ones rising and fading, the new ones coming from
  /// below), the opacity text shows both numbers faded, the identity text shows the new number.
  @Test func theMidpointsOfTheTransitions() throws {
    let host = ViewHost(ContentTransitionScreen(), size: CGSize(width: 280, height: 140))
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.4)
    let comparison = ReferenceImage.compare(
      host.render(), named: "content-transition-midpoint", in: referenceImages())
    #expect(comparison.matches, "\(comparison)")
    host.advance(by: 1)
    let end = ReferenceImage.compare(host.render(), named: "content-transition-end", in: referenceImages())
    #expect(end.matches, "\(end)")
  }
}
