import Easel
import Foundation

/// Shapes built from shapes, gradients by name, clip shapes, pixel effects (blur, mask, blend modes, materials,
/// perspective), a timeline and a transition.
struct EffectsPage: View {
  @State private var progress: CGFloat = 0.7
  @State private var showsBadge = true
  @State private var start = Date()

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Shapes") {
        HStack(spacing: 20) {
          Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .frame(width: 56, height: 56)
          RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 6).fill(Color.orange)
            .frame(width: 56, height: 56)
          Rectangle().rotation(.degrees(30)).fill(Color.green)
            .frame(width: 40, height: 40)
            .frame(width: 56, height: 56)
          Capsule().offset(y: 8).fill(Color.purple)
            .frame(width: 64, height: 28)
          Circle().scale(0.6).fill(Color.pink)
            .frame(width: 56, height: 56)
          Slider(value: $progress, in: 0...1).frame(width: 160)
        }
      }
      CatalogGroup("Gradients and clip shapes") {
        HStack(spacing: 20) {
          Rectangle()
            .fill(.linearGradient(colors: [.yellow, .pink], startPoint: .top, endPoint: .bottom))
            .frame(width: 80, height: 56)
            .clipShape(.rect(cornerRadius: 14))
          Rectangle()
            .fill(
              RadialGradient(
                stops: [.init(color: .white, location: 0), .init(color: .blue, location: 0.7)], center: .center,
                startRadius: 0, endRadius: 40)
            )
            .frame(width: 56, height: 56)
            .clipShape(.circle)
          Text("Capsule")
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(Color.white)
            .background(.teal, in: .capsule)
          Text("Primary at 10 %")
            .padding(10)
            .background(.primary.opacity(0.1), in: .rect(cornerRadius: 8))
        }
      }
      CatalogGroup("Blur, mask and blend modes") {
        HStack(spacing: 24) {
          Circle().fill(Color.blue).frame(width: 48, height: 48).blur(radius: 5)
          LinearGradient(colors: [.red, .purple, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 110, height: 44)
            .mask { Text("Mask").font(.system(size: 34, weight: .bold)) }
          ZStack {
            Circle().fill(Color.yellow).frame(width: 44, height: 44).offset(x: -12)
            Circle().fill(Color.cyan).frame(width: 44, height: 44).offset(x: 12).blendMode(.multiply)
          }
        }
      }
      CatalogGroup("Materials") {
        ZStack {
          HStack(spacing: 0) {
            ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { color in
              color.frame(width: 60)
            }
          }
          HStack(spacing: 12) {
            Text("Ultra thin").padding(10).background(.ultraThinMaterial, in: .rect(cornerRadius: 10))
            Text("Regular").padding(10).background(.regularMaterial, in: .rect(cornerRadius: 10))
            Text("Thick").padding(10).background(.thickMaterial, in: .rect(cornerRadius: 10))
          }
        }
        .frame(width: 360, height: 80)
        .clipShape(.rect(cornerRadius: 12))
      }
      CatalogGroup("Perspective, timeline and transitions") {
        HStack(spacing: 28) {
          RoundedRectangle(cornerRadius: 10).fill(Color.indigo)
            .overlay(Text("3D").font(.title2).foregroundStyle(Color.white))
            .frame(width: 90, height: 56)
            .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
          TimelineView(.animation) { context in
            let turns = context.date.timeIntervalSince(start) / 4
            Image(systemName: "gearshape")
              .font(.title)
              .rotationEffect(.degrees(turns * 360))
          }
          Button(showsBadge ? "Hide badge" : "Show badge") {
            withAnimation(.bouncy) { showsBadge.toggle() }
          }
          if showsBadge {
            Text("New")
              .padding(.horizontal, 10)
              .padding(.vertical, 4)
              .foregroundStyle(Color.white)
              .background(.red, in: .capsule)
              .transition(.blurReplace)
          }
        }
      }
    }
  }
}
