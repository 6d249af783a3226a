import Easel
import EaselTesting
import Foundation
import Testing

/// A list of cards that fade and shrink as they enter and leave, as iOS 17 code writes with `scrollTransition`,
/// and a horizontal strip whose cards slide in with an offset; both scrolled part of the way.
struct ScrollTransitionScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      ScrollView {
        VStack(spacing: 10) {
          ForEach(0..<12, id: \.self) { card in
            RoundedRectangle(cornerRadius: 10)
              .fill(Color(hue: Double(card) / 12, saturation: 0.55, brightness: 0.9))
              .frame(height: 56)
              .overlay(Text("Card \(card + 1)").font(.headline))
              .scrollTransition { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.2)
                  .scaleEffect(phase.isIdentity ? 1 : 0.7)
              }
          }
        }
        .padding(.horizontal, 20)
      }
      .frame(height: 220)
      .border(Color.gray)
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<10, id: \.self) { tile in
            Circle()
              .fill(Color.blue.opacity(0.3 + Double(tile) * 0.07))
              .frame(width: 60, height: 60)
              .scrollTransition(.interactive.threshold(.visible(0.9))) { content, phase in
                content.offset(y: phase.value * 20)
              }
          }
        }
      }
      .frame(height: 100)
      .border(Color.gray)
    }
    .padding(16)
    .background(Color.white)
  }
}

@MainActor
@Suite struct ScrollScreenTests {
  @Test func scrollTransitions() {
    let host = ViewHost(ScrollTransitionScreen(), size: CGSize(width: 320, height: 384))
    host.layout()
    // Card 1 half out at the top, card 4 coming in at the bottom; tiles entering on the right lower, on the left
    // higher.
    #expect(host.scroll(at: CGPoint(x: 160, y: 120), by: CGSize(width: 0, height: 40)))
    #expect(host.scroll(at: CGPoint(x: 160, y: 300), by: CGSize(width: 35, height: 0)))
    host.advance(by: 2)
    let image = host.render()
    let comparison = ReferenceImage.compare(image, named: "scroll-transitions", in: referenceImages())
    #expect(comparison.matches, "\(comparison)")
    // The card cut by the top edge is drawn faded: lighter than the card in the middle.
    let middle = image.pixel(at: CGPoint(x: 60, y: 130))
    let faded = image.pixel(at: CGPoint(x: 160, y: 25))
    #expect(faded.luminance > middle.luminance)
  }
}
