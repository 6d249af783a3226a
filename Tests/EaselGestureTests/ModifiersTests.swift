import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `modifiers(_:)`: a gesture that needs modifier keys held when the press begins.
@MainActor
@Suite struct ModifiersTests {
  private func clicks(_ log: Log) -> some View {
    Color.blue.gesture(
      TapGesture().modifiers(.shift).onEnded { log("shift") }
        .exclusively(before: TapGesture().modifiers(.command).onEnded { log("command") })
        .exclusively(before: TapGesture().onEnded { log("plain") }))
  }

  @Test func aModifiedTapRecognizesOnlyWithItsKeys() {
    let log = Log()
    let host = hosting(clicks(log))
    host.tap(at: center)
    host.tap(at: center, modifiers: .shift)
    host.tap(at: center, modifiers: [.shift, .option])
    #expect(log.entries == ["plain", "shift", "shift"], "more keys than required still count")
  }

  @Test func ctrlAndCommandAreOneKeyOnLinux() {
    let log = Log()
    let host = hosting(clicks(log))
    host.tap(at: center, modifiers: .control)
    host.tap(at: center, modifiers: .command)
    #expect(log.entries == ["command", "command"])
  }

  @Test func aDragNeedingShiftLeavesPlainDragsToOthers() {
    let log = Log()
    let host = hosting(
      Color.blue
        .gesture(DragGesture().modifiers(.shift).onEnded { _ in log("shift drag") })
        .simultaneousGesture(DragGesture().onEnded { _ in log("drag") }))
    host.drag(from: center, to: CGPoint(x: 160, y: 100))
    #expect(log.entries == ["drag"])
  }
}
