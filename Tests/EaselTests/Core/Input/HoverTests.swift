import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct HoverTests {
  final class Log { var events: [String] = [] }

  @Test func reportsEnteringAndLeavingOnce() {
    let log = Log()
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100).onHover { log.events.append("red \($0)") }
      Color.blue.frame(width: 100, height: 100).onHover { log.events.append("blue \($0)") }
    }
    .onHover { log.events.append("stack \($0)") }
    let host = ViewHost(view, size: CGSize(width: 100, height: 200))
    host.layout()
    host.hover(at: CGPoint(x: 50, y: 50))
    host.hover(at: CGPoint(x: 60, y: 60))
    host.hover(at: CGPoint(x: 50, y: 150))
    host.hover(at: nil)
    #expect(log.events == ["stack true", "red true", "red false", "blue true", "blue false", "stack false"])
  }

  @Test func aModalAlertCoversTheWindow() {
    let log = Log()
    struct Screen: View {
      let log: Log
      @State var alert = false
      var body: some View {
        Color.green.onHover { log.events.append("\($0)") }
          .onTapGesture { alert = true }
          .alert("Stop", isPresented: $alert) {}
      }
    }
    let host = ViewHost(Screen(log: log), size: CGSize(width: 300, height: 300))
    host.layout()
    host.hover(at: CGPoint(x: 10, y: 10))
    host.tap(at: CGPoint(x: 10, y: 10))
    host.layout()
    host.hover(at: CGPoint(x: 12, y: 12))
    #expect(log.events == ["true", "false"])
  }
}
