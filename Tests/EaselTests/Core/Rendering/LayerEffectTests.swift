import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The effects that the renderer applies to a layer's pixels: what the display list asks for, and what the
/// rendering shows.
@MainActor
@Suite struct LayerEffectTests {
  private func hosting<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: FixedMetricsTextEngine())
  }

  /// The effect layers of a display list, nested ones included, with their bounds.
  private func effectLayers(_ list: DisplayList) -> [(effect: LayerEffect, bounds: CGRect)] {
    list.items.flatMap { item -> [(effect: LayerEffect, bounds: CGRect)] in
      switch item.content {
      case .effectLayer(let inner, let effect): [(effect, item.bounds)] + effectLayers(inner)
      case .group(let inner, _, _): effectLayers(inner)
      default: []
      }
    }
  }

  /// The effect layers of the host's current display list, once laid out.
  private func layers(_ host: ViewHost) -> [(effect: LayerEffect, bounds: CGRect)] {
    host.layout()
    return effectLayers(host.graph.displayList())
  }

  @Test func blurSpreadsPastTheViewAndSoftensItsEdge() {
    let host = hosting(Color.red.frame(width: 100, height: 100).blur(radius: 10))
    let found = layers(host)
    #expect(found.count == 1)
    #expect(found.first?.effect.blurRadius == 10)
    #expect(found.first?.bounds == CGRect(x: 35, y: 35, width: 130, height: 130))
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)).isReddish)
    // At the edge the blur mixes red with the white around it.
    let edge = image.pixel(at: CGPoint(x: 50, y: 100))
    #expect(edge.g > 60 && edge.g < 220)
    #expect(image.pixel(at: CGPoint(x: 44, y: 100)).g < 250)
  }

  @Test func opaqueBlurStaysInsideTheView() {
    let host = hosting(Color.red.frame(width: 100, height: 100).blur(radius: 10, opaque: true))
    #expect(layers(host).first?.bounds == CGRect(x: 50, y: 50, width: 100, height: 100))
  }

  @Test func maskShowsTheViewOnlyWhereTheMaskIsDrawn() {
    let host = hosting(
      Color.red.frame(width: 100, height: 100).mask(alignment: .topLeading) {
        Rectangle().frame(width: 50, height: 50)
      })
    let found = layers(host)
    #expect(found.first?.effect.mask != nil)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 70, y: 70)).isReddish)
    #expect(image.pixel(at: CGPoint(x: 130, y: 130)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func maskTakesTheMasksAlpha() {
    let host = hosting(Color.blue.frame(width: 100, height: 100).mask(Color.black.opacity(0.5)))
    let pixel = host.render().pixel(at: CGPoint(x: 100, y: 100))
    #expect(pixel.isClose(to: Pixel(r: 128, g: 189, b: 255), tolerance: 6))
  }

  @Test func multiplyDarkensWhatIsBehind() {
    let host = hosting(
      ZStack {
        Color.yellow.frame(width: 100, height: 100)
        Color.cyan.frame(width: 100, height: 100).blendMode(.multiply)
      })
    #expect(layers(host).first?.effect.blendMode == .multiply)
    let pixel = host.render().pixel(at: CGPoint(x: 100, y: 100))
    // Yellow (255, 204, 0) times cyan (50, 173, 230) is a dark green.
    #expect(pixel.isClose(to: Pixel(r: 50, g: 138, b: 0), tolerance: 4))
  }

  @Test func materialBlursWhatIsBehindIt() {
    let host = hosting(
      ZStack {
        HStack(spacing: 0) {
          Color.red
          Color.blue
        }
        Color.clear.frame(width: 120, height: 60).background(.thickMaterial)
      })
    let found = layers(host)
    #expect(found.first?.effect.backdropBlurRadius == 32)
    let image = host.render()
    // Where red meets blue under the glass the two mix, lightened by the white tint; outside they stay pure.
    let seam = image.pixel(at: CGPoint(x: 100, y: 100))
    #expect(seam.r > 120 && seam.b > 120)
    #expect(image.pixel(at: CGPoint(x: 100, y: 10)).isReddish || image.pixel(at: CGPoint(x: 99, y: 10)).isReddish)
  }

  @Test func aChangeBehindAMaterialRedrawsTheWholeMaterial() {
    var glass = LayerEffect()
    glass.backdropBlurRadius = 10
    let panel = DisplayItem(
      content: .effectLayer(DisplayList(), glass), transform: .identity, clips: [],
      bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    let before = DisplayItem(
      content: .fill(
        Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.init(red: 1, green: 0, blue: 0)),
        eoFill: false), transform: .identity, clips: [], bounds: CGRect(x: 90, y: 90, width: 10, height: 10))
    var after = before
    after.content = .fill(
      Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.init(red: 0, green: 0, blue: 1)), eoFill: false)
    let damage = DisplayList(items: [after, panel]).damage(since: DisplayList(items: [before, panel]))
    #expect(damage == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func rotation3DAboutTheZAxisIsAPlainRotation() {
    let rotation = Rotation3D(
      angle: .degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .center, anchorZ: 0, perspective: 1)
    let projection = rotation.projection(in: CGSize(width: 100, height: 100))
    let corner = try! #require(projection.apply(to: CGPoint(x: 0, y: 0)))
    #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y) < 1e-9)
  }

  @Test func rotation3DAboutTheYAxisShrinksTheFarSide() {
    let rotation = Rotation3D(
      angle: .degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1)
    let projection = rotation.projection(in: CGSize(width: 100, height: 100))
    let leadingTop = try! #require(projection.apply(to: CGPoint(x: 0, y: 0)))
    let trailingTop = try! #require(projection.apply(to: CGPoint(x: 100, y: 0)))
    // The trailing edge turns away from the viewer: it moves in and gets shorter; the leading edge comes closer.
    #expect(trailingTop.x < 100 && trailingTop.y > 0)
    #expect(leadingTop.y < 0)
    let host = hosting(
      Color.green.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
    #expect(layers(host).first?.effect.projection != nil)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)).g > 150)
    #expect(image.pixel(at: CGPoint(x: 145, y: 55)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func implicitAnimationWithoutAValueAnimatesEveryChange() {
    struct Mover: View {
      @State var moved = false
      var body: some View {
        Color.red.frame(width: 20, height: 20)
          .offset(x: moved ? 100 : 0)
          .animation(.linear(duration: 1))
          .onTapGesture { moved.toggle() }
      }
    }
    let host = hosting(Mover())
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.5)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 150, y: 100)).isReddish)
    #expect(!image.pixel(at: CGPoint(x: 100, y: 100)).isReddish)
  }

  @Test func anglesAddSubtractAndScale() {
    var angle = Angle.degrees(30)
    angle += .degrees(60)
    #expect(abs(angle.degrees - 90) < 1e-9)
    angle -= .degrees(45)
    #expect(abs((angle * 2).degrees - 90) < 1e-9)
    #expect(abs((2 * angle).degrees - 90) < 1e-9)
    #expect(abs((angle / 3).degrees - 15) < 1e-9)
    #expect(abs((Angle.degrees(10) - .degrees(40)).degrees + 30) < 1e-9)
  }

  @Test func gradientsHaveTheirStaticNames() {
    let environment = EnvironmentValues()
    let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    func paint<S: ShapeStyle>(_ style: S) -> Paint { style._paint(in: environment, bounds: bounds) }
    #expect(
      paint(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        == paint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
    let stops: [Gradient.Stop] = [.init(color: .white, location: 0), .init(color: .black, location: 0.5)]
    #expect(
      paint(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 5))
        == paint(RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 5)))
  }
}
