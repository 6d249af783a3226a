// Everyday SwiftUI code of 2020–2025 using shapes, gradients, effects and animation, as apps write it. Only the
// import differs from the SwiftUI original.
import Easel
import Foundation

// MARK: - iOS 14 era: implicit animations, progress rings, long presses

struct EffectsSnippetProgressRing: View {
  var progress: Double

  var body: some View {
    ZStack {
      Circle()
        .stroke(lineWidth: 12)
        .opacity(0.2)
        .foregroundColor(.blue)
      Circle()
        .trim(from: 0, to: CGFloat(min(progress, 1)))
        .stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
        .foregroundColor(.blue)
        .rotationEffect(Angle(degrees: 270))
        .animation(.linear)
      Text(String(format: "%.0f %%", min(progress, 1) * 100))
        .font(.largeTitle)
        .bold()
    }
  }
}

struct EffectsSnippetPulsingButton: View {
  @State private var isPressed = false
  @State private var pressCount = 0

  var body: some View {
    Circle()
      .fill(isPressed ? Color.red : Color.blue)
      .frame(width: 80, height: 80)
      .scaleEffect(isPressed ? 1.2 : 1)
      .animation(.easeInOut)
      .onLongPressGesture {
        pressCount += 1
      }
      .onLongPressGesture(minimumDuration: 1) {
        isPressed.toggle()
      }
      .onTapGesture {
        withAnimation(.spring()) { isPressed.toggle() }
      }
  }
}

struct EffectsSnippetCardFlip: View {
  @State private var flipped = false
  @State private var rotation: Angle = .zero

  var body: some View {
    RoundedRectangle(cornerRadius: 20)
      .fill(flipped ? Color.orange : Color.purple)
      .frame(width: 200, height: 280)
      .rotation3DEffect(flipped ? .degrees(180) : .zero, axis: (x: 0, y: 1, z: 0))
      .rotationEffect(rotation)
      .onTapGesture {
        withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() }
        rotation += .degrees(5)
        rotation = rotation - .degrees(2.5)
        rotation = rotation * 2
      }
  }
}

// MARK: - Older shape code: strokes that are shapes

struct EffectsSnippetOutlinedBadge: View {
  var body: some View {
    HStack {
      RoundedRectangle(cornerRadius: 10)
        .stroke(lineWidth: 3)
        .fill(Color.green)
        .frame(width: 60, height: 40)
      Capsule()
        .strokeBorder(lineWidth: 2, antialiased: true)
        .frame(width: 80, height: 30)
      Rectangle()
        .rotation(.degrees(45))
        .fill(Color.yellow)
        .frame(width: 30, height: 30)
      Circle()
        .offset(x: 4, y: 4)
        .scale(0.8)
        .fill(Color.gray)
        .frame(width: 30, height: 30)
    }
  }
}

struct EffectsSnippetGeometryModel {
  /// Model code reading a proxy away from the main actor.
  nonisolated static func columns(in proxy: GeometryProxy) -> Int { max(1, Int(proxy.size.width / 120)) }
}

struct EffectsSnippetGrid: View {
  var body: some View {
    GeometryReader { proxy in
      let columns = EffectsSnippetGeometryModel.columns(in: proxy)
      Text("\(columns) columns")
      Color.clear
    }
  }
}

// MARK: - iOS 15–17 era: materials, gradients by name, shape styles

struct EffectsSnippetGlassCard: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        .ignoresSafeArea()
      VStack(spacing: 8) {
        Text("Weather").font(.headline)
        Text("21°").font(.system(size: 48, weight: .thin))
      }
      .padding()
      .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
      .overlay(
        RoundedRectangle(cornerRadius: 16)
          .stroke(.primary.opacity(0.1), lineWidth: 1)
      )
    }
  }
}

struct EffectsSnippetToolbarBackground: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("Title").frame(maxWidth: .infinity).padding().background(.bar)
      Text("Regular").padding().background(.regularMaterial)
      Text("Thin").padding().background(.thinMaterial)
      Text("Thick").padding().background(.thickMaterial)
      Text("Ultra thick").padding().background(.ultraThickMaterial)
    }
  }
}

struct EffectsSnippetGradients: View {
  var body: some View {
    VStack {
      Rectangle()
        .fill(.linearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing))
        .frame(height: 40)
      Circle()
        .fill(
          RadialGradient(
            stops: [.init(color: .white, location: 0), .init(color: .orange, location: 0.8)],
            center: .center, startRadius: 0, endRadius: 50)
        )
        .frame(width: 100, height: 100)
      Capsule()
        .fill(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 5, endRadius: 60))
        .frame(width: 120, height: 40)
    }
  }
}

struct EffectsSnippetAvatar: View {
  var body: some View {
    HStack {
      Color.blue
        .frame(width: 64, height: 64)
        .clipShape(.circle)
      Color.green
        .frame(width: 120, height: 64)
        .clipShape(.rect(cornerRadius: 12))
      Text("Tag")
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(.orange, in: .capsule)
        .contentShape(.rect)
      Color.red
        .frame(width: 64, height: 64)
        .clipShape(.rect(cornerRadius: 16, style: .continuous))
    }
  }
}

// MARK: - Blur, mask, blend modes

struct EffectsSnippetSpoiler: View {
  @State private var revealed = false

  var body: some View {
    Text("The butler did it")
      .blur(radius: revealed ? 0 : 8)
      .onTapGesture { withAnimation { revealed.toggle() } }
  }
}

struct EffectsSnippetGradientText: View {
  var body: some View {
    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      .frame(height: 60)
      .mask(alignment: .center) {
        Text("Gradient").font(.system(size: 44, weight: .heavy))
      }
  }
}

struct EffectsSnippetLegacyMask: View {
  var body: some View {
    Image(systemName: "star.fill")
      .resizable()
      .frame(width: 60, height: 60)
      .mask(Circle())
      .blur(radius: 2, opaque: true)
  }
}

struct EffectsSnippetBlendedCircles: View {
  var body: some View {
    ZStack {
      Circle().fill(.red).frame(width: 100).offset(x: -30)
      Circle().fill(.green).frame(width: 100).offset(x: 30).blendMode(.screen)
      Circle().fill(.blue).frame(width: 100).offset(y: 40).blendMode(.multiply)
    }
  }
}

// MARK: - iOS 17 era: bouncy springs, transitions, timelines, containers

struct EffectsSnippetBouncyBadge: View {
  @State private var showsBadge = false

  var body: some View {
    VStack {
      Button("Toggle") {
        withAnimation(.bouncy) { showsBadge.toggle() }
      }
      if showsBadge {
        Text("New").transition(.blurReplace)
      }
      if !showsBadge {
        Text("Old").transition(.blurReplace(.upUp))
      }
    }
    .animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: showsBadge)
  }
}

struct EffectsSnippetClock: View {
  var body: some View {
    VStack {
      TimelineView(.everyMinute) { context in
        Text(context.date.formatted(date: .omitted, time: .shortened))
      }
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text("\(Int(context.date.timeIntervalSince1970) % 60)")
      }
      TimelineView(.animation) { context in
        let angle = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 4) * 90
        Rectangle().frame(width: 20, height: 4).rotationEffect(.degrees(angle))
      }
      TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
        Text(context.date.formatted(date: .omitted, time: .standard))
      }
      TimelineView(.explicit([Date.now, Date.now.addingTimeInterval(5)])) { context in
        Text("\(context.date)")
      }
    }
  }
}

struct EffectsSnippetCarousel: View {
  let colors: [Color] = [.red, .orange, .yellow, .green]

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(colors, id: \.self) { color in
          RoundedRectangle(cornerRadius: 16)
            .fill(color)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            .frame(height: 120)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .scrollBounceBehavior(.basedOnSize)
  }
}

struct EffectsSnippetPager: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3) { page in
          Text("Page \(page)")
            .containerRelativeFrame(.horizontal)
            .containerRelativeFrame(.vertical, alignment: .top) { length, _ in length / 2 }
        }
      }
    }
    .scrollTargetBehavior(.paging)
  }
}

struct EffectsSnippetParallaxRow: View {
  @Namespace private var namespace
  @State private var selected: Int?

  var body: some View {
    VStack {
      ForEach(0..<3) { index in
        if selected == index {
          RoundedRectangle(cornerRadius: 24)
            .fill(.blue)
            .matchedGeometryEffect(id: index, in: namespace)
            .frame(height: 200)
        } else {
          RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .matchedGeometryEffect(id: index, in: namespace)
            .frame(height: 60)
            .visualEffect { content, proxy in
              content
                .scaleEffect(proxy.frame(in: .global).minY < 0 ? 0.9 : 1)
                .opacity(proxy.size.height > 0 ? 1 : 0)
                .blur(radius: 0)
            }
            .onTapGesture { withAnimation(.snappy) { selected = index } }
        }
      }
    }
  }
}
