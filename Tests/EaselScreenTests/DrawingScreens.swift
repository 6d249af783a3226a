import Easel
import EaselTesting
import Foundation
import Testing

// MARK: - Shapes and strokes

/// A custom shape, as apps write them.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// The built-in shapes filled, stroked and stroked inside their border, a custom shape, a dashed outline and
/// an open path with round caps.
struct ShapesScreen: View {
  var body: some View {
    VStack(spacing: 20) {
      HStack(spacing: 16) {
        Rectangle().fill(Color.red).frame(width: 60, height: 60)
        RoundedRectangle(cornerRadius: 14).stroke(Color.blue, lineWidth: 4).frame(width: 60, height: 60)
        Circle().strokeBorder(Color.green, lineWidth: 6).frame(width: 60, height: 60)
        Capsule().fill(Color.orange).frame(width: 70, height: 30)
      }
      HStack(spacing: 16) {
        Ellipse().fill(Color.purple).frame(width: 70, height: 40)
        Triangle().fill(Color.yellow).frame(width: 60, height: 52)
        Rectangle()
          .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
          .frame(width: 60, height: 40)
        Path { path in
          path.move(to: CGPoint(x: 4, y: 4))
          path.addLine(to: CGPoint(x: 46, y: 36))
          path.addLine(to: CGPoint(x: 46, y: 4))
        }
        .stroke(Color.black, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        .frame(width: 50, height: 40)
      }
    }
  }
}

// MARK: - Gradients

/// Linear and radial gradients as views, fills and stroke styles.
struct GradientScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        .frame(height: 40)
      HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 16)
          .fill(LinearGradient(colors: [.yellow, .orange, .pink], startPoint: .top, endPoint: .bottom))
          .frame(width: 90, height: 80)
        Circle()
          .fill(RadialGradient(colors: [.white, .purple], center: .center, startRadius: 0, endRadius: 40))
          .frame(width: 80, height: 80)
        Capsule()
          .strokeBorder(
            LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing), lineWidth: 5
          )
          .frame(width: 60, height: 80)
      }
    }
    .padding()
  }
}

// MARK: - Offsets, rotation, scale, z-index

/// A playing card: a rounded rectangle with a letter.
struct PlayingCard: View {
  let letter: String
  let color: Color
  var body: some View {
    RoundedRectangle(cornerRadius: 8)
      .fill(color)
      .frame(width: 80, height: 60)
      .overlay(Text(letter).font(.title).bold().foregroundStyle(Color.white))
  }
}

/// Squares moved, rotated and scaled when drawn (their layout slots unchanged), and overlapping cards where
/// `zIndex` brings the first one to the front.
struct TransformScreen: View {
  var body: some View {
    VStack(spacing: 50) {
      HStack(spacing: 30) {
        Rectangle().fill(Color.red).frame(width: 50, height: 50).offset(y: -30)
        Rectangle().fill(Color.green).frame(width: 50, height: 50).rotationEffect(.degrees(45))
        Rectangle().fill(Color.blue).frame(width: 50, height: 50).scaleEffect(1.4)
      }
      HStack(spacing: -20) {
        PlayingCard(letter: "A", color: .orange).zIndex(1)
        PlayingCard(letter: "B", color: .purple)
        PlayingCard(letter: "C", color: .teal)
      }
    }
  }
}

// MARK: - Clipping, corner radius, shadow

/// A circle clipped by a smaller frame, a gradient with rounded corners, text clipped to a circle, a
/// translucent layer, and a card with a drop shadow.
struct ClippingShadowScreen: View {
  var body: some View {
    VStack(spacing: 30) {
      HStack(spacing: 20) {
        Circle()
          .fill(Color.orange)
          .frame(width: 120, height: 120)
          .frame(width: 60, height: 60)
          .clipped()
        LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
          .frame(width: 80, height: 80)
          .cornerRadius(20)
        Text("Clip")
          .font(.title).bold()
          .foregroundStyle(Color.white)
          .frame(width: 70, height: 70)
          .background(Color.purple)
          .clipShape(Circle())
        Color.red.frame(width: 40, height: 40).opacity(0.5)
      }
      Text("Card with shadow")
        .frame(width: 200, height: 50)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: Color.black.opacity(0.4), radius: 6, x: 0, y: 6)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(white: 0.96))
  }
}

@Suite("Drawing screens") @MainActor
struct DrawingScreenTests {
  @Test func shapesFillAndStroke() {
    let screen = renderScreen(ShapesScreen(), named: "shapes", size: CGSize(width: 320, height: 220))
    // First row: x = 11…71, 87…147, 163…223, 239…309; y = 44…104.
    #expect(screen.pixel(41, 74).shows(.red))
    // A stroke is centred on the outline: it spills 2 points outside the rounded rectangle's frame; the
    // rounded corner leaves the frame's corner empty.
    #expect(screen.pixel(86, 74).shows(.blue))
    #expect(screen.pixel(88, 45).isWhite)
    // strokeBorder stays inside the circle's frame: a ring from radius 24 to 30.
    #expect(screen.pixel(165, 74).shows(.green))
    #expect(screen.pixel(161, 74).isWhite && screen.pixel(193, 74).isWhite)
    #expect(screen.pixel(274, 74).shows(.orange) && screen.pixel(241, 61).isWhite)
    // Second row: y = 124…176; ellipse 16…86, triangle 102…162.
    #expect(screen.pixel(51, 150).shows(.purple) && screen.pixel(19, 133).isWhite)
    #expect(screen.pixel(132, 172).shows(.yellow) && screen.pixel(106, 128).isWhite)
  }

  @Test func gradientsBlendAcrossTheirBounds() {
    let screen = renderScreen(GradientScreen(), named: "gradients", size: CGSize(width: 300, height: 200))
    // The padded column is 168 points tall, centred: the bar spans y = 32…72, the shapes y = 88…168.
    let bar: CGFloat = 32
    #expect(screen.pixel(18, bar + 20).isReddish)
    #expect(screen.pixel(282, bar + 20).isBluish)
    let middle = screen.pixel(150, bar + 20)
    #expect(middle.r > 80 && middle.b > 80)

    // The radial gradient is white in the centre of the circle and purple at its rim.
    let row = bar + 40 + 16 + 40
    #expect(screen.pixel(165, row).luminance > 240)
    let rim = screen.pixel(165 + 37, row)
    #expect(rim.b > rim.g + 60 && rim.r > rim.g + 40)
    // The vertical gradient runs from yellow at the top to pink at the bottom of the rounded rectangle.
    #expect(screen.pixel(64, bar + 60).shows(.yellow, tolerance: 30))
    #expect(screen.pixel(64, bar + 132).shows(.pink, tolerance: 30))
    // The capsule's gradient border is inside its frame (x = 221…281): green on the left, teal on the right.
    #expect(screen.pixel(223, row).isClose(to: Pixel(r: 52, g: 199, b: 89), tolerance: 30))
    #expect(screen.pixel(251, row).isWhite)
  }

  @Test func transformsMoveDrawingNotLayout() {
    let screen = renderScreen(TransformScreen(), named: "transforms", size: CGSize(width: 320, height: 240))
    // First row slots: x = 55…105, 135…185, 215…265; y = 40…90.
    #expect(screen.pixel(80, 15).shows(.red))
    #expect(screen.pixel(80, 75).isWhite)
    // The diamond's tip pokes above its slot; its slot's corner is empty.
    #expect(screen.pixel(160, 34).shows(.green))
    #expect(screen.pixel(138, 43).isWhite)
    // Scaled by 1.4 about its centre: 70 points wide.
    #expect(screen.pixel(240 + 31, 65).shows(.blue) && screen.pixel(240 + 37, 65).isWhite)
    // Overlapping cards (x = 60…140, 120…200, 180…260): A is in front of B thanks to zIndex; C is after B.
    #expect(screen.pixel(130, 145).shows(.orange))
    #expect(screen.pixel(190, 145).shows(.teal))
    #expect(screen.pixel(160, 145).shows(.purple))
  }

  @Test func clippingCornersAndShadows() throws {
    let screen = renderScreen(ClippingShadowScreen(), named: "clipping-shadow", size: CGSize(width: 320, height: 240))
    let background = Pixel(r: 245, g: 245, b: 245)
    // Row: widths 60 + 80 + 70 + 40 + 3 × 20 = 310, from x = 5; row height 80; the column is 160 tall: y = 40.
    // The big circle is cut at its 60-point frame.
    #expect(screen.pixel(8, 80).shows(.orange) && screen.pixel(63, 52).shows(.orange))
    #expect(screen.pixel(3, 80).isClose(to: background, tolerance: 3))
    #expect(screen.pixel(35, 48).isClose(to: background, tolerance: 3))
    // Rounded corners (x = 85…165, y = 40…120): the corner pixel shows the background.
    #expect(screen.pixel(87, 42).isClose(to: background, tolerance: 3))
    #expect(screen.pixel(125, 80).isBluish || screen.pixel(125, 80).b > 200)
    // The purple square is clipped to a circle (x = 185…255, y = 45…115).
    #expect(screen.pixel(187, 47).isClose(to: background, tolerance: 3))
    #expect(screen.pixel(220, 49).shows(.purple))
    // Half-transparent red over the background.
    let translucent = screen.pixel(295, 80)
    #expect(translucent.r > 240 && translucent.g > 130 && translucent.g < 170)
    // The shadow darkens below the card, not above it.
    let card = try #require(screen.frame(of: "Card with shadow"))
    let cardBox = CGRect(x: 60, y: card.midY - 25, width: 200, height: 50)
    #expect(screen.pixel(160, cardBox.maxY + 4).luminance < 225)
    #expect(screen.pixel(160, cardBox.minY - 4).isClose(to: background, tolerance: 8))
    #expect(screen.pixel(70, cardBox.midY).isWhite)
  }
}
