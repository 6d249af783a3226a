import EaselTesting
import Foundation
import Testing

@testable import Easel

@MainActor
@Suite struct KeyboardAndScrollTests {
  private let size = CGSize(width: 200, height: 100)

  @Test func aKeyboardShortcutActivatesItsViewAsATapWould() {
    var taps = 0
    let host = ViewHost(
      Text("Save").onTapGesture { taps += 1 }.keyboardShortcut("s"), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.key("s", modifiers: .command))
    #expect(taps == 1)
    #expect(host.key("S", modifiers: .control), "Ctrl is Command on Linux, and letters match either case")
    #expect(taps == 2)
    #expect(!host.key("s"))
    #expect(!host.key("s", modifiers: [.command, .shift]))
    #expect(taps == 2)
  }

  @Test func onKeyPressHandlersGetKeysUntilOneHandlesThem() {
    var log: [String] = []
    let host = ViewHost(
      VStack {
        Text("inner").onKeyPress(.upArrow) {
          log.append("inner up")
          return .handled
        }
      }
      .onKeyPress { press in
        log.append("outer \(press.characters)")
        return .ignored
      }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.key(.upArrow))
    #expect(!host.key("x"))
    #expect(log == ["inner up", "outer x"])
  }

  @Test func scrollsReachTheInnermostHandlerUnderThePointer() {
    var scrolled: [CGFloat] = []
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100).onScroll { event in
          scrolled.append(event.delta.height)
          return true
        }
        Color.blue.frame(width: 100, height: 100)
      }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 40)))
    #expect(!host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 0, height: 40)))
    #expect(scrolled == [40])
  }
}

@MainActor
@Suite struct PointerStyleTests {
  @Test func theInnermostPointerStyleUnderThePointerWins() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100).pointerStyle(.link)
        Color.blue.frame(width: 100, height: 100)
      }.pointerStyle(.crosshair), size: CGSize(width: 200, height: 100), textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect(host.graph.pointerStyle(at: CGPoint(x: 50, y: 50)) == .link)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 150, y: 50)) == .crosshair)
  }
}
