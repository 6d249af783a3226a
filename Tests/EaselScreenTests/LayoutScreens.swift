import Easel
import EaselTesting
import Foundation
import Testing

// MARK: - Stacks and alignment

/// Rows of bars in top- and bottom-aligned stacks, a trailing-aligned column and a badge in a ZStack corner.
struct StackAlignmentScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Stacks").font(.headline)
      HStack(alignment: .top, spacing: 8) { bars() }
      HStack(alignment: .bottom, spacing: 8) { bars() }
      VStack(alignment: .trailing, spacing: 4) {
        Capsule().fill(Color.indigo).frame(width: 120, height: 10)
        Capsule().fill(Color.teal).frame(width: 80, height: 10)
        Capsule().fill(Color.pink).frame(width: 40, height: 10)
      }
      ZStack(alignment: .bottomTrailing) {
        RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 120, height: 50)
        Circle().fill(Color.purple).frame(width: 16, height: 16)
      }
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  @ViewBuilder private func bars() -> some View {
    Rectangle().fill(Color.red).frame(width: 40, height: 40)
    Rectangle().fill(Color.green).frame(width: 40, height: 60)
    Rectangle().fill(Color.blue).frame(width: 40, height: 20)
  }
}

// MARK: - Spacers and priorities

/// Spacers pushing views apart, equal spacers, a layout priority that keeps a title whole, a spacer's minimum
/// length in a fixed-size stack, and a vertical spacer pinning a footer.
struct SpacerPriorityScreen: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack {
        Text("Left")
        Spacer()
        Text("Right")
      }
      HStack {
        Spacer()
        Color.green.frame(width: 40, height: 20)
        Spacer()
        Color.green.frame(width: 40, height: 20)
        Spacer()
      }
      HStack(spacing: 8) {
        Text("Priority title").layoutPriority(1)
        Text("A secondary caption that is much too long to fit")
      }
      .lineLimit(1)
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 20)
        Spacer(minLength: 40)
        Color.blue.frame(width: 30, height: 20)
      }
      .fixedSize()
      Spacer()
      Text("Pinned to the bottom")
    }
    .padding()
  }
}

// MARK: - Overlays and backgrounds

/// A capsule label with a notification badge in its top-trailing corner, a rectangle with an aligned
/// caption overlay and a background peeking out behind it, and an overlay larger than its base.
struct OverlayBackgroundScreen: View {
  var body: some View {
    VStack(spacing: 28) {
      Text("Inbox")
        .font(.title2)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background(Color.blue.opacity(0.15), in: Capsule())
        .overlay(alignment: .topTrailing) {
          Text("3")
            .font(.caption).bold()
            .foregroundStyle(Color.white)
            .frame(width: 20, height: 20)
            .background(Circle().fill(Color.red))
            .offset(x: 6, y: -6)
        }
      Rectangle()
        .fill(Color.yellow)
        .frame(width: 160, height: 60)
        .overlay(alignment: .bottomLeading) {
          Text("bottomLeading").font(.caption).padding(4)
        }
        .background(alignment: .topTrailing) {
          Color.black.frame(width: 40, height: 40).offset(x: 10, y: -10)
        }
      Color.green
        .frame(width: 60, height: 30)
        .overlay { Color.purple.frame(width: 100, height: 10) }
    }
  }
}

// MARK: - Geometry readers

/// A geometry reader that prints its own frame in a named coordinate space and in the window.
struct GeometryScreen: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.opacity(0.2).frame(height: 40)
      HStack(spacing: 10) {
        Color.clear.frame(width: 30)
        GeometryReader { proxy in
          let frame = proxy.frame(in: .named("screen"))
          let global = proxy.frame(in: .global)
          VStack(alignment: .leading, spacing: 2) {
            Text("x \(Int(frame.minX)) y \(Int(frame.minY))")
            Text("w \(Int(frame.width)) h \(Int(frame.height))")
            Text("global y \(Int(global.minY))").font(.caption)
          }
          .padding(8)
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          .background(Color.mint.opacity(0.3))
        }
      }
      .frame(height: 100)
      .padding(20)
    }
    .coordinateSpace(name: "screen")
  }
}

@Suite("Layout screens") @MainActor
struct LayoutScreenTests {
  @Test func stacksAlignTheirChildren() throws {
    let screen = renderScreen(StackAlignmentScreen(), named: "stack-alignment", size: CGSize(width: 320, height: 330))
    let title = try #require(screen.frame(of: "Stacks"))
    #expect(title.minX == 16 && title.minY == 16)

    // Top-aligned row: the short blue bar hangs from the top; bottom-aligned row: it stands on the bottom.
    let topRow = title.maxY + 12
    #expect(screen.pixel(132, topRow + 5).shows(.blue))
    #expect(screen.pixel(132, topRow + 30).isWhite)
    let bottomRow = topRow + 60 + 12
    #expect(screen.pixel(132, bottomRow + 55).shows(.blue))
    #expect(screen.pixel(132, bottomRow + 5).isWhite)
    #expect(screen.pixel(36, bottomRow + 15).isWhite && screen.pixel(36, bottomRow + 25).shows(.red))

    // The trailing-aligned column: every capsule ends at x = 136, the short one starts late.
    let column = bottomRow + 60 + 12
    #expect(screen.pixel(130, column + 5).shows(.indigo))
    #expect(screen.pixel(130, column + 19).shows(.teal))
    #expect(screen.pixel(130, column + 33).shows(.pink))
    #expect(screen.pixel(60, column + 33).isWhite)

    // The badge sits in the bottom-trailing corner of the orange card.
    let card = column + 38 + 12
    #expect(screen.pixel(128, card + 42).shows(.purple))
    #expect(screen.pixel(24, card + 8).shows(.orange))
    #expect(screen.pixel(140, card + 42).isWhite)
  }

  @Test func spacersAndPrioritiesShareTheWidth() throws {
    let size = CGSize(width: 300, height: 260)
    let screen = renderScreen(SpacerPriorityScreen(), named: "spacer-priority", size: size)
    let left = try #require(screen.frame(of: "Left"))
    let right = try #require(screen.frame(of: "Right"))
    #expect(left.minX == 16 && right.maxX == 284)

    // Three spacers share 268 − 80 points equally: the squares start at 16 + 62.7 and 16 + 2 × 62.7 + 40.
    let squares = left.maxY + 12 + 10
    #expect(screen.pixel(98, squares).shows(.green) && screen.pixel(201, squares).shows(.green))
    #expect(screen.pixel(150, squares).isWhite && screen.pixel(70, squares).isWhite)

    // The prioritized title keeps its ideal width; the caption gets what is left, on one line.
    let ideal = try #require(ViewHost(Text("Priority title"), size: size).find(text: "Priority title"))
    let title = try #require(screen.frame(of: "Priority title"))
    let caption = try #require(screen.frame(of: "A secondary caption that is much too long to fit"))
    #expect(title.width == ideal.width)
    #expect(caption.minX == title.maxX + 8 && caption.maxX <= 284)
    #expect(caption.height == title.height)

    // In the fixed-size stack the spacer takes its minimum length, 40 points: 100 points centred.
    let fixedRow = title.maxY + 12 + 10
    #expect(screen.pixel(115, fixedRow).shows(.red))
    #expect(screen.pixel(150, fixedRow).isWhite)
    #expect(screen.pixel(185, fixedRow).shows(.blue))
    #expect(screen.pixel(95, fixedRow).isWhite && screen.pixel(205, fixedRow).isWhite)

    let footer = try #require(screen.frame(of: "Pinned to the bottom"))
    #expect(footer.maxY == 244)
  }

  @Test func overlaysAndBackgroundsFollowTheirAlignment() throws {
    let screen = renderScreen(
      OverlayBackgroundScreen(), named: "overlay-background", size: CGSize(width: 300, height: 260))
    // The badge's circle is centred on the capsule's top-trailing corner square, moved by (6, −6).
    let inbox = try #require(screen.frame(of: "Inbox"))
    let capsule = inbox.insetBy(dx: -16, dy: -8)
    let badge = try #require(screen.frame(of: "3"))
    #expect(abs(badge.midX - (capsule.maxX - 4)) <= 0.5)
    #expect(abs(badge.midY - (capsule.minY + 4)) <= 0.5)
    #expect(screen.pixel(badge.midX - 8, badge.midY).shows(.red))

    // The caption hugs the bottom-leading corner; the black background peeks out at the top-trailing one.
    let caption = try #require(screen.frame(of: "bottomLeading"))
    let rect = CGRect(x: caption.minX - 4, y: caption.maxY + 4 - 60, width: 160, height: 60)
    #expect(rect.minX == 70)
    #expect(screen.pixel(rect.maxX + 5, rect.minY - 5).shows(.black))
    #expect(screen.pixel(rect.maxX - 5, rect.minY + 5).shows(.yellow))

    // The purple overlay is wider than the green base and overflows it on both sides.
    let green = rect.maxY + 28 + 15
    #expect(screen.pixel(105, green).shows(.purple) && screen.pixel(195, green).shows(.purple))
    #expect(screen.pixel(150, green - 10).shows(.green))
    #expect(screen.pixel(105, green - 10).isWhite)
  }

  @Test func geometryReaderReportsItsFrame() throws {
    let screen = renderScreen(GeometryScreen(), named: "geometry-reader", size: CGSize(width: 300, height: 220))
    // The stack is 180 points tall, centred: it starts at y = 20. The reader is 30 + 10 points in from the
    // padding and below the 40-point header.
    let position = try #require(screen.frame(of: "x 60 y 60"))
    #expect(position.minX == 68 && position.minY == 88)
    #expect(screen.frame(of: "w 220 h 100") != nil)
    #expect(screen.frame(of: "global y 80") != nil)
    #expect(screen.pixel(64, 84).isClose(to: Pixel(r: 178, g: 238, b: 236), tolerance: 12))
  }
}
