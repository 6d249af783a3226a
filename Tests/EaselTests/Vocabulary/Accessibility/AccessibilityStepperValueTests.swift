import EaselTesting
import Foundation
import Testing

@testable import Easel

/// A stepper's value, which a reader reads and sets as AT-SPI's Value interface does, in the stepper's steps.
@MainActor
@Suite struct AccessibilityStepperValueTests {
  struct Steppers: View {
    @State var copies = 2
    @State var zoom = 1.0
    @State var count = 0
    var body: some View {
      VStack {
        Stepper("Copies: \(copies)", value: $copies, in: 1...5)
        Stepper("Zoom", value: $zoom, step: 0.25)
        Stepper("Count: \(count)", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
      }
    }
  }

  @Test func aStepperGivesItsValueRangeAndStepAndAReaderSetsItInSteps() throws {
    let host = ViewHost(Steppers(), size: CGSize(width: 300, height: 200))
    let copies = try #require(host.find(accessibilityLabel: "Copies: 2", role: .spinButton))
    #expect(copies.numericValue == AccessibilityNumericValue(2, in: 1...5, step: 1))
    #expect(host.setAccessibilityValue(4, on: copies))
    #expect(host.find(accessibilityLabel: "Copies: 4")?.numericValue?.value == 4)
    // Outside the bounds it stops at the bound, as the + button does.
    #expect(host.setAccessibilityValue(40, on: try #require(host.find(accessibilityLabel: "Copies: 4"))))
    #expect(host.find(accessibilityLabel: "Copies: 5") != nil)
    let zoom = try #require(host.find(accessibilityLabel: "Zoom"))
    #expect(zoom.numericValue == AccessibilityNumericValue(1, step: 0.25))
    // Whole steps from the value: 1.6 is two steps and a bit up.
    #expect(host.setAccessibilityValue(1.6, on: zoom))
    #expect(host.find(accessibilityLabel: "Zoom")?.numericValue?.value == 1.5)
    #expect(host.performAccessibilityAction(.increment, on: zoom))
    #expect(host.find(accessibilityLabel: "Zoom")?.numericValue?.value == 1.75)
    // A stepper of actions has no value to read or set, only its increments.
    let count = try #require(host.find(accessibilityLabel: "Count: 0"))
    #expect(count.numericValue == nil && count.actions == [.increment, .decrement])
    #expect(!host.setAccessibilityValue(3, on: count))
    #expect(host.find(accessibilityLabel: "Count: 0") != nil)
  }
}
