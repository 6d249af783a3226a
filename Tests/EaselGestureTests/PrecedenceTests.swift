import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Child in the top half, bare area in the bottom half of the 200 × 200 window.
private let onChild = CGPoint(x: 100, y: 50)
private let offChild = CGPoint(x: 100, y: 150)

@MainActor
@Suite struct PrecedenceTests {
  /// A parent whose top half is a child with its own tap gesture; `attach` attaches the parent's gesture.
  private func parentAndChild<V: View>(_ log: Log, attach: (AnyView) -> V) -> ViewHost {
    hosting(
      attach(
        AnyView(
          VStack(spacing: 0) {
            Color.red.frame(height: 100).onTapGesture { log("child") }
            Color.blue.frame(height: 100)
          })))
  }

  @Test("Rule 28: a subview's gesture has precedence over .gesture; elsewhere the parent's runs")
  func rule28_subviewBeforeParent() {
    let log = Log()
    let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }) }
    host.tap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries == ["child"])
    log.clear()
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 28: a subview's drag wins over the parent's drag")
  func rule28_subviewDragBeforeParentDrag() {
    let log = Log()
    let host = hosting(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).gesture(DragGesture().onEnded { _ in log("child drag") })
        Color.blue.frame(height: 100)
      }.gesture(DragGesture().onChanged { _ in log("parent changed") }.onEnded { _ in log("parent drag") }))
    host.drag(from: onChild, to: CGPoint(x: 150, y: 60))
    #expect(log.entries == ["child drag"])
  }

  @Test("Rule 28: in .gesture(A).gesture(B), A wins")
  func rule28_firstAttachedWins() {
    let log = Log()
    let host = hosting(
      Color.blue
        .gesture(TapGesture().onEnded { log("A") })
        .gesture(TapGesture().onEnded { log("B") }))
    host.tap(at: center)
    host.advance(by: 1)
    #expect(log.entries == ["A"])

    let dragLog = Log()
    let dragHost = hosting(
      Color.blue
        .gesture(DragGesture().onEnded { _ in dragLog("A") })
        .gesture(DragGesture().onChanged { _ in dragLog("B changed") }.onEnded { _ in dragLog("B") }))
    dragHost.drag(from: center, to: CGPoint(x: 150, y: 100))
    #expect(dragLog.entries == ["A"])
  }

  @Test("Rule 29: highPriorityGesture wins over the subview's gesture")
  func rule29_highPriorityWins() {
    let log = Log()
    let host = parentAndChild(log) { $0.highPriorityGesture(TapGesture().onEnded { log("parent") }) }
    host.tap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
    log.clear()
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 29: a failing highPriorityGesture lets the subview's gesture run")
  func rule29_failedHighPriorityYields() {
    let log = Log()
    let host = parentAndChild(log) { $0.highPriorityGesture(TapGesture(count: 2).onEnded { log("parent") }) }
    host.tap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries == ["child"])
    log.clear()
    host.doubleTap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 30: simultaneousGesture runs together with the subview's gesture")
  func rule30_simultaneousRunsBoth() {
    let log = Log()
    let host = parentAndChild(log) { $0.simultaneousGesture(TapGesture().onEnded { log("parent") }) }
    host.tap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries.sorted() == ["child", "parent"])
    log.clear()
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 30: a parent's simultaneous drag runs together with the child's drag")
  func rule30_simultaneousDrags() {
    let log = Log()
    let host = hosting(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).gesture(DragGesture().onEnded { log("child \(fmt($0.translation))") })
        Color.blue.frame(height: 100)
      }.simultaneousGesture(DragGesture().onEnded { log("parent \(fmt($0.translation))") }))
    host.drag(from: onChild, to: CGPoint(x: 150, y: 60), steps: 5)
    #expect(log.entries.sorted() == ["child (50, 10)", "parent (50, 10)"])
  }

  @Test("Rule 30: simultaneousGesture runs together with the same view's gesture")
  func rule30_simultaneousOnTheSameView() {
    let log = Log()
    let host = hosting(
      Color.blue
        .gesture(DragGesture().onEnded { _ in log("drag") })
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.1).onEnded { _ in log("press") }))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.2)
    host.touchMove(touch, to: CGPoint(x: 150, y: 100))
    host.touchUp(touch)
    #expect(log.entries == ["press", "drag"])
  }

  @Test("Rule 31: GestureMask.all (the default) keeps both this gesture and the subviews'")
  func rule31_maskAll() {
    #expect(GestureMask.all == [.gesture, .subviews])
    let log = Log()
    let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }, including: .all) }
    host.tap(at: onChild)
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries == ["child", "parent"])
  }

  @Test("Rule 31: GestureMask.gesture turns the subviews' gestures off")
  func rule31_maskGesture() {
    let log = Log()
    let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }, including: .gesture) }
    host.tap(at: onChild)
    host.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 31: GestureMask.subviews turns this gesture off")
  func rule31_maskSubviews() {
    let log = Log()
    let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }, including: .subviews) }
    host.tap(at: onChild)
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries == ["child"])
  }

  @Test("Rule 31: GestureMask.none turns both off")
  func rule31_maskNone() {
    let log = Log()
    let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }, including: .none) }
    host.tap(at: onChild)
    host.tap(at: offChild)
    host.advance(by: 1)
    #expect(log.entries.isEmpty)
  }

  @Test("Rule 31: the mask applies to highPriorityGesture and simultaneousGesture too")
  func rule31_maskOnOtherPriorities() {
    let log = Log()
    let high = parentAndChild(log) {
      $0.highPriorityGesture(TapGesture(count: 2).onEnded { log("parent") }, including: .subviews)
    }
    high.doubleTap(at: onChild)
    high.advance(by: 1)
    #expect(!log.entries.contains("parent"))
    log.clear()
    let simultaneous = parentAndChild(log) {
      $0.simultaneousGesture(TapGesture().onEnded { log("parent") }, including: .gesture)
    }
    simultaneous.tap(at: onChild)
    simultaneous.advance(by: 1)
    #expect(log.entries == ["parent"])
  }

  @Test("Rule 31: gesture(_:isEnabled:) turns the gesture off and keeps the subviews' gestures")
  func rule31_isEnabled() {
    for enabled in [false, true] {
      let log = Log()
      let host = parentAndChild(log) { $0.gesture(TapGesture().onEnded { log("parent") }, isEnabled: enabled) }
      host.tap(at: onChild)
      host.tap(at: offChild)
      host.advance(by: 1)
      #expect(log.entries == (enabled ? ["child", "parent"] : ["child"]))
    }
  }

  @Test("Rule 31: disabling a gesture mid-gesture cancels it")
  func rule31_disablingCancels() {
    let log = Log()
    let flag = Flag(true)
    let host = hosting(EnabledPress(enabled: flag, log: log))
    let touch = host.touchDown(at: center)
    #expect(host.find(text: "pressing: true") != nil)
    flag.isOn = false
    host.advance(by: 0)
    #expect(host.find(text: "pressing: false") != nil)
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(!log.entries.contains("onEnded true"))
  }

  @Test("Rule 32: gestures receive touches only where the view is hit-testable")
  func rule32_onlyHitTestableAreas() {
    let log = Log()
    let host = hosting(
      Text("ab").padding(50).onTapGesture { log("text") })
    host.tap(at: CGPoint(x: 60, y: 100))  // in the padding: not hit-testable
    #expect(log.entries.isEmpty)
    host.tap(at: center)
    #expect(log.entries == ["text"])

    let clearLog = Log()
    let clearHost = hosting(Color.clear.onTapGesture { clearLog("clear") })
    clearHost.tap(at: center)
    #expect(clearLog.entries.isEmpty)
  }

  @Test("Rule 32: contentShape widens the area that receives touches")
  func rule32_contentShapeWidens() {
    let log = Log()
    let host = hosting(
      Text("ab").padding(50).contentShape(Rectangle()).onTapGesture { log("text") })
    host.tap(at: CGPoint(x: 60, y: 100))
    #expect(log.entries == ["text"])

    let clearLog = Log()
    let clearHost = hosting(Color.clear.contentShape(Rectangle()).onTapGesture { clearLog("clear") })
    clearHost.tap(at: center)
    #expect(clearLog.entries == ["clear"])
  }

  @Test("Rule 32: allowsHitTesting(false) removes the view from touches")
  func rule32_allowsHitTestingFalse() {
    let log = Log()
    let host = hosting(
      ZStack {
        Color.blue.onTapGesture { log("below") }
        Color.red.frame(width: 100, height: 100).onTapGesture { log("above") }.allowsHitTesting(false)
      })
    host.tap(at: center)
    #expect(log.entries == ["below"])

    let shapeLog = Log()
    let shapeHost = hosting(Circle().frame(width: 100, height: 100).onTapGesture { shapeLog("circle") })
    shapeHost.tap(at: CGPoint(x: 55, y: 55))  // inside the frame, outside the circle
    #expect(shapeLog.entries.isEmpty)
    shapeHost.tap(at: center)
    #expect(shapeLog.entries == ["circle"])
  }
}

/// `.gesture(press, isEnabled:)` with the flag flipped from outside.
@MainActor
private struct EnabledPress: View {
  let enabled: Flag
  let log: Log
  @GestureState private var pressing = false

  var body: some View {
    ZStack {
      Color.blue.gesture(
        LongPressGesture()
          .updating($pressing) { value, state, _ in state = value }
          .onEnded { log("onEnded \($0)") },
        isEnabled: enabled.isOn)
      Text(verbatim: "pressing: \(pressing)").allowsHitTesting(false)
    }
  }
}
