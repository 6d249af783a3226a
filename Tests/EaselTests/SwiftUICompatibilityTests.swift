import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Reads a proxy away from the main actor, as model code does with SwiftUI's `GeometryProxy`.
nonisolated func visibleWidth(of proxy: GeometryProxy) -> CGFloat { proxy.size.width - proxy.frame(in: .local).minX }

/// Keeps the proxy a geometry reader gave its content.
@MainActor
final class GeometryProxyBox {
  var proxy: GeometryProxy?
  func keep(_ proxy: GeometryProxy) { self.proxy = proxy }
}

/// Calls that resolved differently from SwiftUI, or not at all: each must compile as written in SwiftUI code and
/// mean what it means there.
@MainActor
@Suite struct SwiftUICompatibilityTests {
  private func hosting<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: FixedMetricsTextEngine())
  }

  @Test func longPressWithATrailingClosurePicksThePerformOverload() {
    let log = ControlLog()
    let host = hosting(
      VStack {
        Color.red.frame(width: 50, height: 50).onLongPressGesture { log.record("short") }
        Color.blue.frame(width: 50, height: 50).onLongPressGesture(minimumDuration: 1) { log.record("long") }
      })
    host.longPress(at: CGPoint(x: 100, y: 75), duration: 0.6)
    host.longPress(at: CGPoint(x: 100, y: 125), duration: 0.6)
    #expect(log.entries == ["short"])
    host.longPress(at: CGPoint(x: 100, y: 125), duration: 1.2)
    #expect(log.entries == ["short", "long"])
  }

  @Test func springWithoutArgumentsIsTheResponseSpring() {
    #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
    let value = withAnimation(.spring()) { 42 }
    #expect(value == 42)
  }

  @Test func geometryProxyIsSendableAndReadableOffTheMainActor() async throws {
    let box = GeometryProxyBox()
    let host = hosting(
      GeometryReader { proxy in
        let _ = box.keep(proxy)
        Color.clear
      })
    host.layout()
    let proxy = try #require(box.proxy)
    let width = await Task.detached { visibleWidth(of: proxy) }.value
    #expect(width == 200)
    let global = await Task.detached { proxy.frame(in: .global) }.value
    #expect(global == CGRect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func hierarchicalStylesTakeAnOpacity() {
    let host = hosting(Rectangle().fill(.primary.opacity(0.5)).frame(width: 100, height: 100))
    let pixel = host.render().pixel(at: CGPoint(x: 100, y: 100))
    #expect(pixel.isClose(to: Pixel(r: 128, g: 128, b: 128), tolerance: 3))
    let color: Color = Color.red.opacity(0.5)
    #expect(color.resolve(in: EnvironmentValues()).opacity == 0.5)
  }

  @Test func strokeGivesAShapeThatCanBeFilled() {
    let host = hosting(Circle().stroke(lineWidth: 20).fill(Color.red).frame(width: 100, height: 100))
    let image = host.render()
    // The ring is 20 points wide on the circle of radius 50: inside it red, at the centre nothing.
    #expect(image.pixel(at: CGPoint(x: 100, y: 52)).isClose(to: Color.red.resolve(in: EnvironmentValues())))
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    let outline = Circle().stroke(lineWidth: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(outline.contains(CGPoint(x: 50, y: 3)))
    #expect(!outline.contains(CGPoint(x: 50, y: 50)))
  }

  @Test func trimKeepsTheFractionOfTheOutline() {
    let square = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    // Half of a square's outline, from its top-leading corner clockwise: the top and the right side.
    #expect(square.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.currentPoint == CGPoint(x: 10, y: 10))
    let quarter = Rectangle().trim(from: 0.125, to: 0.375).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(quarter.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 5))
    #expect(Circle().trim(from: 0.6, to: 0.4).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }

  @Test func trimAnimatesItsFractions() {
    struct Ring: View {
      @State var progress: CGFloat = 0
      var body: some View {
        Circle().trim(from: 0, to: progress).stroke(Color.blue, lineWidth: 10)
          .frame(width: 100, height: 100)
          .contentShape(Rectangle())
          .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 1 } }
      }
    }
    let host = hosting(Ring())
    host.tap(at: CGPoint(x: 100, y: 55))
    host.advance(by: 0.3)
    // The ring starts at 3 o'clock and turns clockwise: after 0.3 s the bottom is drawn, the top not yet.
    var image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 149)).isBluish)
    #expect(!image.pixel(at: CGPoint(x: 100, y: 51)).isBluish)
    host.advance(by: 1)
    image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 51)).isBluish)
  }

  @Test func shapesRotateOffsetAndScaleInsideTheirFrame() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    let rotated = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(rotated.minX - 5) < 1e-9 && abs(rotated.width - 10) < 1e-9 && abs(rotated.height - 20) < 1e-9)
    #expect(Rectangle().offset(x: 3, y: 4).path(in: rect).boundingRect == CGRect(x: 3, y: 4, width: 20, height: 10))
    #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 5, y: 2.5, width: 10, height: 5))
    #expect(Rectangle().scale(x: 2, anchor: .leading).path(in: rect).boundingRect.width == 40)
  }

  @Test func shapesHaveTheirSwiftUINames() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    func path<S: Shape>(_ shape: S) -> Path { shape.path(in: rect) }
    #expect(path(.rect(cornerRadius: 5)) == RoundedRectangle(cornerRadius: 5).path(in: rect))
    #expect(path(.rect) == Rectangle().path(in: rect))
    #expect(path(.capsule) == Capsule().path(in: rect))
    #expect(path(.circle) == Circle().path(in: rect))
    #expect(path(.ellipse) == Ellipse().path(in: rect))
  }

  @Test func strokeBorderTakesAntialiased() {
    let host = hosting(Circle().strokeBorder(lineWidth: 10, antialiased: true).frame(width: 100, height: 100))
    #expect(host.render().pixel(at: CGPoint(x: 100, y: 53)).luminance < 30)
  }

  @Test func zStackIsAsLargeAsItsHighestPriorityChildren() {
    let host = hosting(
      ZStack {
        Color.red
        Text("ab").layoutPriority(1)
      })
    let text = try! #require(host.find(text: "ab"))
    let image = host.render()
    // The colour is offered the text's size, so it covers the text's frame and nothing more.
    #expect(image.pixel(at: CGPoint(x: text.minX + 1, y: text.minY + 1)).isReddish)
    #expect(image.pixel(at: CGPoint(x: text.minX - 3, y: text.midY)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func geometryReaderPlacesEveryChildAtItsTopLeadingCorner() {
    let host = hosting(
      GeometryReader { _ in
        Text("ab")
        Text("abcd")
      })
    #expect(host.find(text: "ab")?.origin == .zero)
    #expect(host.find(text: "abcd")?.origin == .zero)
  }
}
