import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct KeyboardAndScrollTests {
  private let size = CGSize(width: 200, height: 100)

  @Test func aKeyboardShortcutPerformsItsButtonsAction() {
    var taps = 0
    let host = ViewHost(
      Button("Save") { taps += 1 }.keyboardShortcut("s"), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.key("s", modifiers: .command))
    #expect(taps == 1)
    #expect(host.key("S", modifiers: .control), "Ctrl is Command on Linux, and letters match either case")
    #expect(taps == 2)
    #expect(!host.key("s"))
    #expect(!host.key("s", modifiers: [.command, .shift]))
    #expect(taps == 2)
  }

  @Test func aShortcutReachesItsButtonEvenUnderAnotherView() {
    var log: [String] = []
    let host = ViewHost(
      ZStack {
        Button("Save") { log.append("save") }.keyboardShortcut("s")
        Color.blue.frame(width: 200, height: 100).onTapGesture { log.append("cover") }
      }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.key("s", modifiers: .command))
    #expect(log == ["save"], "no pointer event lands on what covers the button")
  }

  @Test func aShortcutOnAViewThatIsNoControlDoesNothingAsInSwiftUI() {
    var taps = 0
    let host = ViewHost(
      Text("Save").onTapGesture { taps += 1 }.keyboardShortcut("s"), size: size, textEngine: FixedMetricsTextEngine())
    host.key("s", modifiers: .command)
    #expect(taps == 0)
  }

  @Test func aDisabledButtonsShortcutDoesNothing() {
    var taps = 0
    let host = ViewHost(
      Button("Save") { taps += 1 }.keyboardShortcut("s").disabled(true), size: size,
      textEngine: FixedMetricsTextEngine())
    host.key("s", modifiers: .command)
    #expect(taps == 0)
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

  @Test func keyViewsThatLeaveTheWindowHearNoMoreKeysAndAreFreed() {
    var log: [String] = []
    let host = ViewHost(
      KeyViews { log.append($0) }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.key("k"))
    #expect(host.key("s", modifiers: .command))
    #expect(log == ["key", "save"])
    host.tap(text: "Remove")
    #expect(!host.key("k"), "the removed handler is asked no more")
    #expect(!host.key("s", modifiers: .command), "nor the removed button's shortcut")
    #expect(log == ["key", "save"])
    #expect(host.graph.inputResidue.liveNodes == host.graph.inputResidue.mountedNodes, "the removed views were freed")
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

/// Whether a test shows a view yet.
@Observable @MainActor
final class Shown {
  var isShown = false
}

@MainActor
@Suite struct ModifierKeysTests {
  private let size = CGSize(width: 200, height: 100)

  @Test func onModifierKeysChangedHearsThePressesAndReleasesOfItsMasksKeys() {
    var log: [String] = []
    let host = ViewHost(
      Color.gray.onModifierKeysChanged(mask: .option, initial: false) { old, new in
        log.append("\(old.rawValue)→\(new.rawValue)")
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.modifierKeys = .shift
    #expect(log.isEmpty, "Shift is not in the mask")
    host.modifierKeys = [.shift, .option]
    host.modifierKeys = .option
    host.modifierKeys = []
    #expect(log == ["0→8", "8→0"], "Alt pressed, Shift released (not told), Alt released")
    #expect(host.modifierKeys == [])
  }

  @Test func aViewAppearingWhileKeysAreHeldIsToldOfThemWhenInitial() {
    let view = LateModifierKeysViews()
    let host = ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
    host.modifierKeys = [.control]
    view.shown.isShown = true
    host.layout()
    #expect(view.log.events == ["all 0→4"], "only the view with `initial` and Ctrl in its mask")
  }
}

/// Views with `onModifierKeysChanged` that appear once `shown` says so.
private struct LateModifierKeysViews: View {
  let shown = Shown()
  let log = CommandLog()

  var body: some View {
    VStack {
      if shown.isShown {
        Color.gray.onModifierKeysChanged { old, new in log.events.append("all \(old.rawValue)→\(new.rawValue)") }
        Color.gray.onModifierKeysChanged(initial: false) { _, _ in log.events.append("not initial") }
        Color.gray.onModifierKeysChanged(mask: .shift) { _, _ in log.events.append("shift") }
      }
    }
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

/// A key handler and a button with a shortcut, which a tap removes.
private struct KeyViews: View {
  let log: @MainActor (String) -> Void
  @State private var shown = true

  var body: some View {
    VStack {
      if shown {
        Text("keys").onKeyPress("k") {
          log("key")
          return .handled
        }
        Button("Save") { log("save") }.keyboardShortcut("s")
      }
      Text("Remove").onTapGesture { shown = false }
    }
  }
}
