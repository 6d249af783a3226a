// Intermediate SwiftUI code drawing with Canvas and showing rich text, as apps and tutorials of 2021–2025 write
// it. Only the import differs from the SwiftUI original.
import Easel
import Foundation

// MARK: - A Canvas line chart with a gradient area, grid lines and labels

struct DrawingSnippetLineChart: View {
  struct Point: Identifiable {
    let id = UUID()
    let day: Int
    let steps: Double
  }

  let points: [Point] = (0..<7).map { Point(day: $0, steps: [4200, 6100, 5300, 8800, 7200, 9400, 6600][$0]) }

  var body: some View {
    Canvas { context, size in
      let maxSteps = points.map(\.steps).max() ?? 1
      let inset: CGFloat = 24
      let plot = CGRect(x: inset, y: 8, width: size.width - inset - 8, height: size.height - 8 - inset)

      func position(of point: Point) -> CGPoint {
        CGPoint(
          x: plot.minX + plot.width * CGFloat(point.day) / CGFloat(points.count - 1),
          y: plot.maxY - plot.height * CGFloat(point.steps / maxSteps))
      }

      for fraction in stride(from: 0.0, through: 1.0, by: 0.25) {
        let y = plot.maxY - plot.height * fraction
        let line = Path { path in
          path.move(to: CGPoint(x: plot.minX, y: y))
          path.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.stroke(line, with: .color(.secondary.opacity(0.4)), style: StrokeStyle(lineWidth: 0.5, dash: [2]))
      }

      var line = Path()
      for (index, point) in points.enumerated() {
        if index == 0 { line.move(to: position(of: point)) } else { line.addLine(to: position(of: point)) }
      }
      var area = line
      area.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
      area.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
      area.closeSubpath()
      context.fill(
        area,
        with: .linearGradient(
          Gradient(colors: [.green.opacity(0.5), .green.opacity(0.05)]),
          startPoint: CGPoint(x: 0, y: plot.minY), endPoint: CGPoint(x: 0, y: plot.maxY)))
      context.stroke(line, with: .color(.green), style: StrokeStyle(lineWidth: 2, lineJoin: .round))

      for point in points {
        let center = position(of: point)
        context.fill(
          Path(ellipseIn: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6)), with: .color(.green))
        context.draw(
          Text(["M", "T", "W", "T", "F", "S", "S"][point.day]).font(.caption2).foregroundColor(.secondary),
          at: CGPoint(x: center.x, y: plot.maxY + 4), anchor: .top)
      }
    }
    .frame(height: 160)
    .accessibilityLabel("Steps this week")
  }
}

// MARK: - A clock face redrawn by a timeline

struct DrawingSnippetClock: View {
  var body: some View {
    TimelineView(.periodic(from: .now, by: 1)) { timeline in
      Canvas { context, size in
        let radius = min(size.width, size.height) / 2
        context.translateBy(x: size.width / 2, y: size.height / 2)
        context.stroke(
          Path(ellipseIn: CGRect(x: -radius + 2, y: -radius + 2, width: radius * 2 - 4, height: radius * 2 - 4)),
          with: .foreground, lineWidth: 2)
        let seconds = Calendar.current.component(.second, from: timeline.date)
        var hand = context
        hand.rotate(by: .degrees(Double(seconds) * 6))
        hand.stroke(
          Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 0, y: -radius + 8))
          }, with: .color(.red), lineWidth: 1.5)
        let label = context.resolve(Text("12").font(.caption).bold())
        let labelSize = label.measure(in: size)
        context.draw(label, at: CGPoint(x: 0, y: -radius + 6 + labelSize.height / 2))
      }
    }
    .frame(width: 120, height: 120)
  }
}

// MARK: - Markdown and attributed text

struct TextSnippetMarkdown: View {
  let username = "taylor_swift_fan"

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("**Welcome back!** You have *3* new messages.")
      Text("Signed in as **\(username)**")
      Text("Read the [release notes](https://www.swift.org/blog/) or run `swift build`.")
      Text("~~Old price~~ **New price**")
        .font(.callout)
    }
  }
}

struct TextSnippetAttributedString: View {
  var message: AttributedString {
    var result = AttributedString("Your order has shipped. Track it here.")
    if let range = result.range(of: "shipped") {
      result[range].foregroundColor = .green
      result[range].font = .body.bold()
    }
    if let range = result.range(of: "here") {
      result[range].link = URL(string: "https://example.com/track")
      result[range].underlineStyle = .single
    }
    return result
  }

  var body: some View {
    Text(message)
      .padding()
      .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
  }
}

struct TextSnippetStyledConcatenation: View {
  let unread = 12

  var body: some View {
    (Text("Inbox ").bold() + Text("\(unread)").foregroundColor(.secondary))
      .font(.title3)
    Text("\(unread) unread")
      .monospacedDigit()
  }
}

struct TextSnippetSelectableDetails: View {
  let errorCode = "E-4021"

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Sync failed").font(.headline)
      Text("Error code: \(errorCode)")
      Text("Contact support with this code.")
        .foregroundStyle(.secondary)
        .textSelection(.disabled)
    }
    .textSelection(.enabled)
  }
}

// MARK: - A shake on a wrong answer, and a custom iOS 17 transition

struct EffectSnippetShake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
  }
}

struct EffectSnippetPasscode: View {
  @State private var attempts = 0
  @State private var code = ""

  var body: some View {
    VStack {
      SecureField("Passcode", text: $code)
        .textFieldStyle(.roundedBorder)
        .modifier(EffectSnippetShake(animatableData: CGFloat(attempts)))
      Button("Unlock") {
        withAnimation(.default) { attempts += 1 }
      }
    }
    .padding()
  }
}

struct EffectSnippetTwirl: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .scaleEffect(phase.isIdentity ? 1 : 0.5)
      .opacity(phase.isIdentity ? 1 : 0)
      .blur(radius: phase.isIdentity ? 0 : 10)
      .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : .zero))
  }
}

struct EffectSnippetTransitionDemo: View {
  @State private var showsBadge = false

  var body: some View {
    VStack(spacing: 20) {
      Button("Toggle") {
        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { showsBadge.toggle() }
      }
      if showsBadge {
        Label("New", systemImage: "star.fill")
          .padding()
          .background(
            MeshGradient(
              width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.orange, .pink, .purple, .blue]),
            in: Capsule()
          )
          .compositingGroup()
          .shadow(radius: 4)
          .transition(EffectSnippetTwirl())
      }
    }
  }
}
