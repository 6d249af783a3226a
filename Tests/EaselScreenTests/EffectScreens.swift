import Easel
import EaselTesting
import Foundation
import Testing

// MARK: - Shapes as SwiftUI 15+ writes them

/// A progress ring (`trim` then a round-capped stroke), a stroked shape filled (`stroke(lineWidth:)` gives a
/// shape), a rotated, an offset and a scaled shape, and a gradient clipped with `.clipShape(.rect(cornerRadius:))`.
struct ShapeOperationsScreen: View {
  var body: some View {
    VStack(spacing: 24) {
      HStack(spacing: 20) {
        Circle()
          .trim(from: 0, to: 0.7)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
          .rotationEffect(.degrees(-90))
          .frame(width: 70, height: 70)
        RoundedRectangle(cornerRadius: 16).stroke(lineWidth: 8).fill(Color.orange)
          .frame(width: 70, height: 70)
        Rectangle().rotation(.degrees(45)).fill(Color.green)
          .frame(width: 50, height: 50)
          .frame(width: 70, height: 70)
      }
      HStack(spacing: 20) {
        Capsule().offset(x: 10, y: 10).fill(Color.purple)
          .frame(width: 60, height: 30)
          .overlay(Rectangle().stroke(Color.gray))
        Circle().scale(0.5, anchor: .topLeading).fill(Color.red)
          .frame(width: 60, height: 60)
          .overlay(Rectangle().stroke(Color.gray))
        Rectangle()
          .fill(.linearGradient(colors: [.yellow, .pink], startPoint: .top, endPoint: .bottom))
          .frame(width: 80, height: 60)
          .clipShape(.rect(cornerRadius: 18))
        Circle()
          .fill(
            RadialGradient(
              stops: [.init(color: .white, location: 0), .init(color: .teal, location: 0.6)], center: .center,
              startRadius: 0, endRadius: 30)
          )
          .frame(width: 60, height: 60)
      }
    }
    .padding()
  }
}

// MARK: - Effects drawn from pixels

/// Stripes behind a frosted panel, a blurred and a masked view, two circles blended with `.multiply`, and a card
/// turned in perspective.
struct PixelEffectsScreen: View {
  var body: some View {
    VStack(spacing: 20) {
      ZStack {
        HStack(spacing: 0) {
          ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { color in
            color.frame(width: 50)
          }
        }
        Text("Material")
          .font(.title2)
          .padding(.horizontal, 30)
          .padding(.vertical, 14)
          .background(.ultraThinMaterial, in: .rect(cornerRadius: 14))
      }
      .frame(width: 300, height: 90)
      HStack(spacing: 24) {
        Circle().fill(Color.blue).frame(width: 50, height: 50).blur(radius: 6)
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
          .frame(width: 110, height: 50)
          .mask { Text("Mask").font(.system(size: 30, weight: .bold)) }
        ZStack {
          Circle().fill(Color.yellow).frame(width: 44, height: 44).offset(x: -12)
          Circle().fill(Color.cyan).frame(width: 44, height: 44).offset(x: 12).blendMode(.multiply)
        }
      }
      RoundedRectangle(cornerRadius: 10).fill(Color.indigo)
        .overlay(Text("3D").font(.title).foregroundStyle(Color.white))
        .frame(width: 120, height: 70)
        .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.white)
  }
}

@MainActor
@Suite struct EffectScreenTests {
  @Test func shapeOperations() {
    let screen = renderScreen(ShapeOperationsScreen(), named: "shape-operations", size: CGSize(width: 360, height: 220))
    // The ring starts at 12 o'clock and runs clockwise for 70 %: the quarter before 12 o'clock stays open.
    #expect(screen.pixel(125, 66).isBluish)
    #expect(screen.pixel(90, 101).isBluish)
    #expect(screen.pixel(66, 42).isWhite)
  }

  @Test func pixelEffects() {
    let screen = renderScreen(PixelEffectsScreen(), named: "pixel-effects", size: CGSize(width: 360, height: 300))
    // The turned card keeps its layout slot; the frosted panel shows the stripes behind it, light and mixed.
    let label = try! #require(screen.frame(of: "3D"))
    #expect(label.midX > 150 && label.midX < 210)
    let glass = screen.pixel(115, 60)
    #expect(glass.luminance > 150 && !glass.isWhite)
  }
}
