import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct ButtonTests {
  private let size = CGSize(width: 240, height: 120)

  @Test func aButtonActsOnReleaseNotOnPress() throws {
    let log = ControlLog()
    let host = ViewHost(Button("Save") { log.record("save") }, size: size)
    let center = try #require(host.center(of: "Save"))
    let touch = host.touchDown(at: center)
    #expect(log.entries.isEmpty)
    host.advance(by: 2)
    host.touchUp(touch)
    #expect(log.entries == ["save"], "a long press still clicks: buttons have no time limit")
  }

  @Test func pressedWhileThePointerIsDownAndInside() throws {
    let log = ControlLog()
    let host = ViewHost(
      Button("Save") { log.record("save") }.buttonStyle(RecordingButtonStyle(log: log)), size: size)
    host.layout()
    #expect(!log.isPressed)
    let center = try #require(host.center(of: "Save"))
    let touch = host.touchDown(at: center)
    host.layout()
    #expect(log.isPressed)
    host.touchMove(touch, to: CGPoint(x: center.x, y: center.y + 60))
    host.layout()
    #expect(!log.isPressed, "dragging out un-presses")
    host.touchMove(touch, to: CGPoint(x: center.x + 5, y: center.y))
    host.layout()
    #expect(log.isPressed, "dragging back in presses again")
    host.touchUp(touch)
    host.layout()
    #expect(!log.isPressed)
    #expect(log.entries == ["save"])
  }

  @Test func aSmallSlopOutsideStillCounts() throws {
    let log = ControlLog()
    let host = ViewHost(
      Button("Save") { log.record("save") }.buttonStyle(RecordingButtonStyle(log: log)), size: size)
    let text = try #require(host.find(text: "Save"))
    // The recording style pads the label by 10: 4 points beyond the button's edge is within the slop.
    let touch = host.touchDown(at: CGPoint(x: text.midX, y: text.midY))
    host.touchMove(touch, to: CGPoint(x: text.maxX + 14, y: text.midY))
    host.layout()
    #expect(log.isPressed)
    host.touchUp(touch)
    #expect(log.entries == ["save"])
  }

  @Test func releasingOutsideOrCancellingDoesNothing() throws {
    let log = ControlLog()
    let host = ViewHost(
      Button("Save") { log.record("save") }.buttonStyle(RecordingButtonStyle(log: log)), size: size)
    let center = try #require(host.center(of: "Save"))
    host.drag(from: center, to: CGPoint(x: center.x + 100, y: center.y))
    #expect(log.entries.isEmpty)

    host.touchDown(at: center)
    host.layout()
    #expect(log.isPressed)
    host.cancelTouches()
    host.layout()
    #expect(!log.isPressed)
    #expect(log.entries.isEmpty)
  }

  @Test func aDisabledButtonIsDimmedAndInert() throws {
    let log = ControlLog()
    let view = VStack(spacing: 20) {
      Button("On") { log.record("on") }
      Button("Off") { log.record("off") }.disabled(true)
    }
    .buttonStyle(.borderedProminent)
    let host = ViewHost(view, size: size)
    let image = host.render()
    let on = try #require(host.find(text: "On"))
    let off = try #require(host.find(text: "Off"))
    // The fill just left of each title: full tint, and the tint at the disabled opacity over white.
    let onFill = image.pixel(at: CGPoint(x: on.minX - 4, y: on.midY))
    let offFill = image.pixel(at: CGPoint(x: off.minX - 4, y: off.midY))
    #expect(onFill.isClose(to: Pixel(r: 0, g: 122, b: 255), tolerance: 6))
    #expect(offFill.isClose(to: Pixel(r: 153, g: 202, b: 255), tolerance: 8))

    host.tap(at: CGPoint(x: off.midX, y: off.midY))
    host.tap(at: CGPoint(x: on.midX, y: on.midY))
    #expect(log.entries == ["on"])
    #expect(host.graph.pointerStyle(at: CGPoint(x: on.midX, y: on.midY)) == .link)
    #expect(host.graph.pointerStyle(at: CGPoint(x: off.midX, y: off.midY)) == nil)
  }

  @Test func aDisabledButtonIsNeverDrawnPressed() throws {
    let log = ControlLog()
    let host = ViewHost(
      Button("Off") {}.buttonStyle(RecordingButtonStyle(log: log)).disabled(true), size: size)
    let center = try #require(host.center(of: "Off"))
    host.touchDown(at: center)
    host.layout()
    #expect(!log.pressedStates.contains(true))
  }

  @Test func aParentsDragWinsOnceThePointerMoves() throws {
    let log = ControlLog()
    let view = VStack {
      Button("Card") { log.record("tap") }.buttonStyle(RecordingButtonStyle(log: log))
    }
    .frame(width: 200, height: 100)
    .contentShape(Rectangle())
    .gesture(DragGesture().onChanged { _ in log.record("drag") })
    let host = ViewHost(view, size: size)
    let center = try #require(host.center(of: "Card"))
    let touch = host.touchDown(at: center)
    host.layout()
    #expect(log.isPressed)
    host.touchMove(touch, to: CGPoint(x: center.x + 30, y: center.y))
    host.layout()
    #expect(!log.isPressed, "the drag claimed the pointer and cancelled the press")
    host.touchMove(touch, to: center)
    host.touchUp(touch)
    #expect(log.count("drag") >= 1)
    #expect(log.count("tap") == 0)

    host.tap(at: center)
    #expect(log.count("tap") == 1, "a press that does not move is still a click")
  }

  @Test func aButtonTapIsNotAlsoATapOnItsContainer() throws {
    let log = ControlLog()
    let view = VStack {
      Button("Inner") { log.record("button") }
      Text("Row")
    }
    .contentShape(Rectangle())
    .onTapGesture { log.record("row") }
    let host = ViewHost(view, size: size)
    #expect(host.tap(text: "Inner"))
    #expect(log.entries == ["button"])
    #expect(host.tap(text: "Row"))
    #expect(log.entries == ["button", "row"])
  }

  @Test func destructiveButtonsAreRed() throws {
    let view = VStack(spacing: 12) {
      Button("Delete", role: .destructive) {}
      Button("Remove", role: .destructive) {}.buttonStyle(.plain)
      Button("Erase", role: .destructive) {}.buttonStyle(.borderedProminent)
      Button("Keep", role: .cancel) {}
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let image = host.render()
    for title in ["Delete", "Remove"] {
      let frame = try #require(host.find(text: title))
      #expect(image.pixels(in: frame).contains { $0.isReddish }, "\(title) is drawn red")
    }
    let erase = try #require(host.find(text: "Erase"))
    #expect(image.pixel(at: CGPoint(x: erase.minX - 4, y: erase.midY)).isReddish, "a prominent one is filled red")
    let keep = try #require(host.find(text: "Keep"))
    #expect(!image.pixels(in: keep).contains { $0.isReddish })
  }

  @Test func stylesDrawTheirLooks() throws {
    let view = VStack(spacing: 12) {
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Plain") {}.buttonStyle(.plain)
      Button("Borderless") {}.buttonStyle(.borderless)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 260))
    let image = host.render()
    func fill(_ title: String) throws -> Pixel {
      let frame = try #require(host.find(text: title))
      return image.pixel(at: CGPoint(x: frame.minX - 4, y: frame.midY))
    }
    let bordered = try fill("Bordered")
    #expect(bordered.luminance < 245 && bordered.luminance > 200, "a light gray fill: \(bordered)")
    #expect(try fill("Plain").isClose(to: Pixel(r: 255, g: 255, b: 255)))
    #expect(try fill("Prominent").isBluish)
    let tinted = try fill("Tinted")
    #expect(Int(tinted.g) > Int(tinted.r) + 60, "tint(_:) colours the prominent fill: \(tinted)")
    let borderless = try #require(host.find(text: "Borderless"))
    #expect(image.pixels(in: borderless).contains { $0.isBluish }, "borderless titles are in the tint color")
    let plain = try #require(host.find(text: "Plain"))
    #expect(!image.pixels(in: plain).contains { $0.isBluish })
  }

  @Test func aTintedBorderedButtonShowsItsLabelInTheTintOnAWashOfIt() throws {
    let host = ViewHost(
      Button("Tinted") {}.buttonStyle(.bordered).tint(.green), size: CGSize(width: 160, height: 60))
    let image = host.render()
    let frame = try #require(host.find(text: "Tinted"))
    let wash = image.pixel(at: CGPoint(x: frame.minX - 4, y: frame.midY))
    #expect(Int(wash.g) > Int(wash.r) + 15 && wash.luminance > 200, "a light green wash: \(wash)")
    #expect(image.pixels(in: frame).contains { Int($0.g) > Int($0.r) + 80 }, "the title is green")
  }

  @Test func pressedLooksAreDarkerOrDimmer() throws {
    let view = VStack(spacing: 12) {
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Plain") {}.buttonStyle(.plain)
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let before = host.render()
    func probes(_ image: RenderedImage) throws -> (Double, Double, Double) {
      let prominent = try #require(host.find(text: "Prominent"))
      let bordered = try #require(host.find(text: "Bordered"))
      let plain = try #require(host.find(text: "Plain"))
      return (
        image.pixel(at: CGPoint(x: prominent.minX - 4, y: prominent.midY)).luminance,
        image.pixel(at: CGPoint(x: bordered.minX - 4, y: bordered.midY)).luminance,
        image.pixels(in: plain).map(\.luminance).min() ?? 255
      )
    }
    let idle = try probes(before)
    var pressed: [Double] = []
    for title in ["Prominent", "Bordered", "Plain"] {
      host.touchDown(at: try #require(host.center(of: title)))
      let values = try probes(host.render())
      pressed.append([values.0, values.1, values.2][pressed.count])
      host.cancelTouches()
    }
    #expect(pressed[0] < idle.0 - 15, "a pressed prominent button darkens")
    #expect(pressed[1] < idle.1 - 10, "a pressed bordered button darkens")
    #expect(pressed[2] > idle.2 + 60, "a pressed plain label dims")
  }

  @Test func theDefaultActionIsReturnAndLooksProminent() throws {
    let log = ControlLog()
    let view = HStack {
      Button("Cancel", role: .cancel) { log.record("cancel") }.keyboardShortcut(.cancelAction)
      Button("OK") { log.record("ok") }.keyboardShortcut(.defaultAction)
    }
    let host = ViewHost(view, size: size)
    let image = host.render()
    let ok = try #require(host.find(text: "OK"))
    let cancel = try #require(host.find(text: "Cancel"))
    #expect(image.pixel(at: CGPoint(x: ok.minX - 4, y: ok.midY)).isBluish)
    #expect(!image.pixel(at: CGPoint(x: cancel.minX - 4, y: cancel.midY)).isBluish)
    #expect(host.key(.return))
    #expect(host.key(.escape))
    #expect(log.entries == ["ok", "cancel"])
  }

  @Test func aPrimitiveStyleDecidesWhenToTrigger() throws {
    struct DoubleClickStyle: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().onTapGesture(count: 2) { configuration.trigger() }
      }
    }
    let log = ControlLog()
    let host = ViewHost(
      VStack {
        Button("Open") { log.record("open") }
        Button("Off") { log.record("off") }.disabled(true)
      }.buttonStyle(DoubleClickStyle()), size: size)
    let center = try #require(host.center(of: "Open"))
    host.tap(at: center)
    host.advance(by: 1)
    #expect(log.entries.isEmpty)
    host.doubleTap(at: center)
    #expect(log.entries == ["open"])
    host.doubleTap(at: try #require(host.center(of: "Off")))
    #expect(log.entries == ["open"], "trigger() does nothing for a disabled button")
  }

  @Test func controlSizeChangesBorderedButtons() throws {
    let host = ViewHost(
      VStack {
        Button("Small") {}.controlSize(.small)
        Button("Large") {}.controlSize(.large)
      }, size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
    host.layout()
    let small = try #require(host.find(text: "Small"))
    let large = try #require(host.find(text: "Large"))
    #expect(small.height < large.height, "small buttons use a smaller font")
  }

  @Test func aPrimitiveStyleCanWrapABuiltInOne() throws {
    struct LoggingStyle: PrimitiveButtonStyle {
      let log: ControlLog
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(.borderedProminent).simultaneousGesture(
          TapGesture().onEnded { log.record("seen") })
      }
    }
    let log = ControlLog()
    let host = ViewHost(
      Button("Go") { log.record("go") }.buttonStyle(LoggingStyle(log: log)).buttonStyle(.automatic), size: size)
    let image = host.render()
    let frame = try #require(host.find(text: "Go"))
    #expect(image.pixel(at: CGPoint(x: frame.minX - 4, y: frame.midY)).isBluish)
    #expect(host.tap(text: "Go"))
    #expect(log.entries.sorted() == ["go", "seen"])
  }

  @Test func theAutomaticStylesAreTheDefaults() throws {
    let host = ViewHost(
      VStack {
        Button("Button") {}.buttonStyle(.automatic)
        Toggle("Toggle", isOn: .constant(true)).toggleStyle(.automatic)
        ProgressView().progressViewStyle(.automatic).controlSize(.large)
        Label("Label", systemImage: "star").labelStyle(.automatic)
      }, size: CGSize(width: 240, height: 240), textEngine: FixedMetricsTextEngine())
    host.layout()
    for title in ["Button", "Toggle", "Label"] { #expect(host.find(text: title) != nil) }
    let toggle = try #require(host.find(text: "Toggle"))
    let label = try #require(host.find(text: "Label"))
    // A large spinner (28 points) sits between the toggle row (24 points high) and the label, as far from each as
    // their text asks of a view: 11.5 points below the toggle's text (20.4 + 3 − 11.9, its line and a tenth of it
    // rounded to the pixel, less its capitals) and 6.4 points above the label's (its 3.4-point descent and 3).
    #expect(abs(label.minY - toggle.midY - (12 + 11.5 + 28 + 6.4)) <= 1)
  }

  @Test func writingTheSameStyleAgainKeepsTheEnvironment() {
    struct Tinted: ButtonStyle {
      var color = Color.red
      func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(color) }
    }
    struct Closure: ButtonStyle {
      let transform: (String) -> String
      func makeBody(configuration: Configuration) -> some View { configuration.label }
    }
    #expect(ButtonStyleChoice(primitive: .plain) == ButtonStyleChoice(primitive: .plain))
    #expect(ButtonStyleChoice(primitive: .plain) != ButtonStyleChoice(primitive: .bordered))
    #expect(ButtonStyleChoice(Tinted()) == ButtonStyleChoice(Tinted()))
    #expect(ButtonStyleChoice(Tinted()) != ButtonStyleChoice(Tinted(color: .blue)))
    #expect(ButtonStyleChoice(Closure { $0 }) != ButtonStyleChoice(Closure { $0 }))
    #expect(ToggleStyleChoice(.checkbox) == ToggleStyleChoice(.checkbox))
    #expect(ToggleStyleChoice(.checkbox) != ToggleStyleChoice(.switch))
  }

  // MARK: Keyboard focus

  @Test func tabReachesButtonsAndSpaceRunsTheFocusedOne() throws {
    let log = ControlLog()
    let host = ViewHost(
      VStack(spacing: 20) {
        Button("Save") { log.record("save") }
        Button("Print") { log.record("print") }
      }, size: size)
    let save = try #require(host.find(text: "Save"))
    // The first white point above the label is just outside the button's border, where the ring goes.
    let idle = host.render()
    var aboveSave = CGPoint(x: save.midX, y: save.minY)
    while idle.pixel(at: aboveSave).luminance < 245 { aboveSave.y -= 0.5 }
    #expect(host.key(.tab))
    let ring = host.render().pixel(at: aboveSave)
    #expect(ring.b > ring.r + 40, "the focused button wears the focus ring")
    #expect(host.key(.space))
    #expect(log.entries == ["save"])
    host.key(.tab)
    #expect(host.render().pixel(at: aboveSave).luminance > 240, "the ring moves on with focus")
    host.key(.space)
    host.key(.tab, modifiers: .shift)
    host.key(.space)
    #expect(log.entries == ["save", "print", "save"])
  }

  @Test func disabledButtonsAndStyleWrappersAreNotExtraTabStops() throws {
    struct Wrapping: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(.bordered) }
    }
    let log = ControlLog()
    let host = ViewHost(
      VStack {
        Button("A") { log.record("a") }.buttonStyle(Wrapping())
        Button("Off") { log.record("off") }.disabled(true)
        Button("B") { log.record("b") }
      }, size: size)
    for _ in 0..<3 {
      host.key(.tab)
      host.key(.space)
    }
    #expect(log.entries == ["a", "b", "a"], "two stops: the wrapped button once, the disabled one never")
  }

  @Test func clickingAButtonLeavesFocusInTheField() throws {
    let log = ControlLog()
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 200)
        Button("Add") { log.record("add") }
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.tap(at: host.point(beforeCharacter: 0))
    host.type("milk")
    #expect(host.tap(text: "Add"))
    host.type(" and eggs")
    #expect(log.entries == ["add"])
    #expect(box.text == "milk and eggs", "the click ran the button and typing went on in the field")
    host.key(.space)
    #expect(log.entries == ["add"], "Space is typed into the field, not sent to the button")
    #expect(box.text == "milk and eggs ")
  }

  @Test func returnRunsTheDefaultButtonWhileAFieldOrAnotherButtonIsFocused() throws {
    let log = ControlLog()
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 200)
        Button("Other") { log.record("other") }
        Button("OK") { log.record("ok") }.keyboardShortcut(.defaultAction)
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.key(.tab)
    host.type("x")
    #expect(host.key(.return))
    #expect(log.entries == ["ok"])
    host.key(.tab)
    #expect(host.key(.return))
    #expect(log.entries == ["ok", "ok"], "Return is the default button's even while another button has focus")
    host.key(.space)
    #expect(log.entries == ["ok", "ok", "other"])
  }
}
