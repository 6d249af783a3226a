import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Holds a control's value in state, shows it as text, and logs every value set through the binding.
struct ValueHarness<Value: CustomStringConvertible, Content: View>: View {
  @State var value: Value
  let log: ControlLog
  let content: (Binding<Value>) -> Content

  init(_ value: Value, log: ControlLog, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(wrappedValue: value)
    self.log = log
    self.content = content
  }

  var body: some View {
    let log = self.log
    let binding = Binding(
      get: { value },
      set: {
        value = $0; log.record("\($0)")
      })
    VStack(spacing: 10) {
      content(binding)
      Text("value \(value.description)")
    }
    .frame(width: 200)
  }
}

@MainActor
@Suite struct ToggleStepperSliderTests {
  private let size = CGSize(width: 240, height: 120)

  // MARK: Toggle

  @Test func clickingTheSwitchFlipsItWithAnAnimation() throws {
    let log = ControlLog()
    let host = ViewHost(ValueHarness(false, log: log) { Toggle("Wi-Fi", isOn: $0) }, size: size)
    let label = try #require(host.find(text: "Wi-Fi"))
    // The switch sits at the trailing edge of the 200-point row, 40 × 24.
    let switchCenter = CGPoint(x: 220 - 20, y: label.midY)
    let offImage = host.render()
    let knobOff = offImage.pixel(at: CGPoint(x: 220 - 30, y: label.midY))
    #expect(knobOff.luminance > 240, "the knob is on the leading side when off")

    host.tap(at: switchCenter)
    #expect(log.entries == ["true"])
    #expect(host.find(text: "value true") != nil)
    #expect(host.graph.hasRunningAnimations, "the knob slides")
    host.advance(by: 0.05)
    let midway = host.render().pixel(at: CGPoint(x: 220 - 30, y: label.midY))
    host.advance(by: 1)
    #expect(!host.graph.hasRunningAnimations, "the animation finishes")
    let onImage = host.render()
    #expect(
      onImage.pixel(at: CGPoint(x: 220 - 30, y: label.midY)).isBluish, "the track shows the tint where the knob was")
    #expect(onImage.pixel(at: CGPoint(x: 220 - 10, y: label.midY)).luminance > 240, "the knob is on the trailing side")
    #expect(midway != onImage.pixel(at: CGPoint(x: 220 - 30, y: label.midY)), "a frame in between differs")

    #expect(host.tap(text: "Wi-Fi"))
    #expect(log.entries == ["true"], "the switch's label is not part of the switch")
    host.tap(at: switchCenter)
    #expect(log.entries == ["true", "false"])
  }

  @Test func checkboxesFlipFromTheirLabelAndButtonsShowTheirState() throws {
    let log = ControlLog()
    let host = ViewHost(
      ValueHarness(false, log: log) { isOn in
        Toggle("Remember me", isOn: isOn).toggleStyle(.checkbox)
        Toggle("Bold", isOn: isOn).toggleStyle(.button)
      }, size: size)
    #expect(host.tap(text: "Remember me"))
    #expect(log.entries == ["true"])
    host.advance(by: 1)
    let image = host.render()
    let remember = try #require(host.find(text: "Remember me"))
    #expect(
      image.pixel(at: CGPoint(x: remember.minX - 6 - 14, y: remember.midY - 5)).isBluish, "a checked box is tinted")
    let bold = try #require(host.find(text: "Bold"))
    #expect(image.pixel(at: CGPoint(x: bold.minX - 4, y: bold.midY)).isBluish, "an on button toggle is prominent")
    #expect(host.tap(text: "Bold"))
    #expect(log.entries == ["true", "false"])
  }

  @Test func aDisabledToggleDoesNotFlip() throws {
    let log = ControlLog()
    let host = ViewHost(
      ValueHarness(false, log: log) { Toggle("Locked", isOn: $0).toggleStyle(.checkbox).disabled(true) }, size: size)
    #expect(host.tap(text: "Locked"))
    #expect(log.entries.isEmpty)
  }

  @Test func tabReachesTogglesAndSpaceFlipsThem() throws {
    let log = ControlLog()
    let host = ViewHost(
      ValueHarness(false, log: log) { isOn in
        Toggle("Wi-Fi", isOn: isOn)
        Toggle("Remember me", isOn: isOn).toggleStyle(.checkbox)
        Toggle("Bold", isOn: isOn).toggleStyle(.button)
        Toggle("Locked", isOn: isOn).disabled(true)
      }, size: CGSize(width: 240, height: 200))
    for _ in 0..<4 {
      host.key(.tab)
      host.key(.space)
    }
    #expect(log.entries == ["true", "false", "true", "false"], "three stops in order, then around to the first")
  }

  // MARK: Stepper

  @Test func stepperStepsWithinItsBounds() throws {
    let log = ControlLog()
    let editing = ControlLog()
    let host = ViewHost(
      ValueHarness(8, log: log) { value in
        Stepper("Count", value: value, in: 0...10, step: 2) { editing.record("\($0)") }
      }, size: size)
    let label = try #require(host.find(text: "Count"))
    // The − and + buttons are 32 points wide each, at the trailing edge of the 200-point row.
    let plus = CGPoint(x: 220 - 16, y: label.midY)
    let minus = CGPoint(x: 220 - 16 - 33, y: label.midY)
    host.tap(at: plus)
    #expect(log.entries == ["10"])
    #expect(editing.entries == ["true", "false"])
    host.tap(at: plus)
    #expect(log.entries == ["10"], "+ is disabled at the upper bound")
    host.tap(at: minus)
    #expect(log.entries == ["10", "8"])
    #expect(host.find(text: "value 8") != nil)
  }

  @Test func holdingAStepperButtonRepeats() throws {
    let log = ControlLog()
    let editing = ControlLog()
    let host = ViewHost(
      ValueHarness(0, log: log) { value in
        Stepper("Count", value: value, in: 0...5) { editing.record("\($0)") }
      }, size: size)
    let label = try #require(host.find(text: "Count"))
    let touch = host.touchDown(at: CGPoint(x: 220 - 16, y: label.midY))
    #expect(log.entries == ["1"], "a stepper steps on press")
    host.advance(by: 0.75)
    #expect(log.entries == ["1", "2", "3", "4"], "then every 0.1 s after half a second")
    host.advance(by: 1)
    #expect(log.entries.last == "5", "and stops at the bound")
    host.touchUp(touch)
    #expect(log.entries.last == "5")
    #expect(editing.entries == ["true", "false"])
  }

  @Test func stepperClampsToTheBounds() throws {
    let log = ControlLog()
    let host = ViewHost(
      ValueHarness(1.5, log: log) { Stepper("Zoom", value: $0, in: 1...2, step: 1) }, size: size)
    let label = try #require(host.find(text: "Zoom"))
    host.tap(at: CGPoint(x: 220 - 16, y: label.midY))
    #expect(log.entries == ["2.0"])
  }

  @Test func stepperActionsFormDisablesAMissingAction() throws {
    let log = ControlLog()
    let host = ViewHost(
      Stepper("Page", onIncrement: { log.record("next") }, onDecrement: nil).frame(width: 200), size: size)
    let label = try #require(host.find(text: "Page"))
    host.tap(at: CGPoint(x: 220 - 16, y: label.midY))
    host.tap(at: CGPoint(x: 220 - 49, y: label.midY))
    #expect(log.entries == ["next"])
  }

  // MARK: Slider

  /// A 200-point slider in a 240-point host: the knob's centre travels from x = 30 to x = 210.
  private func sliderHost<Content: View>(_ content: Content) -> ViewHost {
    ViewHost(content, size: size, textEngine: FixedMetricsTextEngine())
  }

  @Test func pressingTheTrackJumpsThereAndDraggingFollows() throws {
    let log = ControlLog()
    let editing = ControlLog()
    let host = sliderHost(
      ValueHarness(0.0, log: log) { value in
        Slider(value: value) { editing.record("\($0)") }
      })
    host.layout()
    let value = try #require(host.find(text: "value 0.0"))
    let y = value.minY - 10 - 10
    let touch = host.touchDown(at: CGPoint(x: 30 + 45, y: y))
    #expect(log.entries == ["0.25"])
    #expect(editing.entries == ["true"])
    host.touchMove(touch, to: CGPoint(x: 30 + 180 + 50, y: y))
    #expect(log.entries.last == "1.0", "dragging past the end stops at the upper bound")
    host.touchMove(touch, to: CGPoint(x: 30 + 90, y: y))
    #expect(log.entries.last == "0.5")
    host.touchUp(touch)
    #expect(editing.entries == ["true", "false"])
    #expect(host.find(text: "value 0.5") != nil)
  }

  @Test func sliderSnapsToItsStep() throws {
    let log = ControlLog()
    let host = sliderHost(
      ValueHarness(0.0, log: log) { value in Slider(value: value, in: 0...10, step: 2.5) })
    host.layout()
    let value = try #require(host.find(text: "value 0.0"))
    let y = value.minY - 20
    host.drag(from: CGPoint(x: 30, y: y), to: CGPoint(x: 30 + 100, y: y))
    #expect(log.entries.allSatisfy { ["0.0", "2.5", "5.0", "7.5", "10.0"].contains($0) }, "\(log.entries)")
    #expect(log.entries.last == "5.0")
  }

  @Test func aSliderInADraggableCardKeepsThePointer() throws {
    let log = ControlLog()
    let host = sliderHost(
      ValueHarness(0.0, log: log) { value in Slider(value: value) }
        .gesture(DragGesture().onChanged { _ in log.record("card") }))
    host.layout()
    let value = try #require(host.find(text: "value 0.0"))
    host.drag(from: CGPoint(x: 30, y: value.minY - 20), to: CGPoint(x: 120, y: value.minY - 20))
    #expect(!log.entries.contains("card"))
    #expect(log.entries.last == "0.5")
  }

  @Test func aValueSetFromOutsideDrawsTheFillToTheKnob() {
    // The value lives in a model, as a player's position does, and changes without the slider being touched.
    let model = SliderModel()
    let moved = sliderHost(SliderModelView(model: model))
    _ = moved.render()
    model.value = 0.25
    _ = moved.render()
    model.value = 0.75
    let fresh = sliderHost(SliderModelView(model: SliderModel(value: 0.75)))
    let (stepped, made) = (moved.render(), fresh.render())
    var differing = 0
    for y in 0..<made.height {
      for x in 0..<made.width where stepped.pixel(x: x, y: y) != made.pixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0)
  }
}

@MainActor @Observable private final class SliderModel {
  var value: Double
  init(value: Double = 0) { self.value = value }
}

private struct SliderModelView: View {
  let model: SliderModel

  var body: some View {
    VStack {
      Slider(value: Binding(get: { model.value }, set: { model.value = $0 }))
      Text("value \(model.value)")
    }
    .frame(width: 200)
    .padding(20)
  }
}
