import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

private enum Field: Hashable { case name, email }

/// Two fields bound to one optional focus value, with a line showing it and a tap target that focuses e-mail.
private struct SignUpForm: View {
  let name: TextBox
  let email: TextBox
  @FocusState private var focus: Field?

  var body: some View {
    VStack(spacing: 10) {
      TextField("Name", text: name.binding).focused($focus, equals: .name)
      TextField("E-mail", text: email.binding).focused($focus, equals: .email)
      Text("focus: \(focus.map { "\($0)" } ?? "none")")
      Text("Go to e-mail").onTapGesture { focus = .email }
      Text("Unfocus").onTapGesture { focus = nil }
    }
    .frame(width: 200)
  }
}

/// A focusable view that shows whether it has focus and counts Space presses.
private struct Tile: View {
  let label: String
  let activate: @MainActor () -> Void

  var body: some View {
    TileContent(label: label).padding(8).focusable()
      .onKeyPress(.space) {
        activate()
        return .handled
      }
  }
}

private struct TileContent: View {
  let label: String
  @Environment(\.isFocused) private var isFocused
  var body: some View { Text("\(label) \(isFocused ? "focused" : "idle")") }
}

/// A field that focuses itself when it appears and can be removed.
private struct Removable: View {
  let box: TextBox
  @State private var shown = true
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      if shown { TextField("", text: box.binding).focused($focused).frame(width: 200) }
      Text(focused ? "focused" : "not focused")
      Text("Remove").onTapGesture { shown = false }
    }
    .onAppear { focused = true }
  }
}

/// A field at the top of a long lazy stack, with its focus shown outside the stack.
private struct FieldInALazyStack: View {
  let box: TextBox
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      Text(focused ? "focused" : "not focused")
      ScrollView {
        LazyVStack {
          TextField("", text: box.binding).focused($focused).frame(width: 200)
          ForEach(0..<200) { Text("Row \($0)").frame(height: 40) }
        }
      }
    }
  }
}

@MainActor
@Suite struct FocusTests {
  private let size = CGSize(width: 240, height: 240)

  private func form() -> (ViewHost, TextBox, TextBox) {
    let name = TextBox()
    let email = TextBox()
    let host = ViewHost(SignUpForm(name: name, email: email), size: size, textEngine: FixedMetricsTextEngine())
    return (host, name, email)
  }

  @Test func tabMovesFocusThroughFieldsInOrderAndUpdatesFocusState() {
    let (host, name, email) = form()
    #expect(host.find(text: "focus: none") != nil)
    host.key(.tab)
    #expect(host.find(text: "focus: name") != nil)
    host.type("Ada")
    host.key(.tab)
    #expect(host.find(text: "focus: email") != nil)
    host.type("ada@example.org")
    host.key(.tab)
    #expect(host.find(text: "focus: name") != nil, "focus wraps around")
    host.key(.tab, modifiers: .shift)
    #expect(host.find(text: "focus: email") != nil)
    #expect(name.text == "Ada" && email.text == "ada@example.org", "Tab is not typed into a field")
  }

  @Test func buttonsInAFormAreTabStopsBetweenTheFields() {
    var sent = 0
    let name = TextBox()
    let host = ViewHost(
      VStack {
        TextField("", text: name.binding).frame(width: 200)
        Button("Send") { sent += 1 }
        TextField("", text: TextBox().binding).frame(width: 200)
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.key(.tab)
    host.type("a")
    host.key(.tab)
    host.key(.space)
    #expect(sent == 1 && name.text == "a", "the second stop is the button, as with full keyboard access")
    host.key(.tab)
    host.key(.tab)
    host.type("b")
    #expect(name.text == "ab", "past the last field focus wraps to the first")
  }

  @Test func settingFocusStateMovesFocus() {
    let (host, _, email) = form()
    host.tap(text: "Go to e-mail")
    #expect(host.find(text: "focus: email") != nil)
    host.type("x")
    #expect(email.text == "x")
    host.tap(text: "Unfocus")
    #expect(host.find(text: "focus: none") != nil)
    host.type("y")
    #expect(email.text == "x")
  }

  @Test func focusSetOnAppearFocusesTheFieldAndRemovingItClearsFocusState() {
    let box = TextBox()
    let host = ViewHost(Removable(box: box), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect(host.find(text: "focused") != nil)
    host.type("hi")
    #expect(box.text == "hi")
    host.tap(text: "Remove")
    // The binding lets go as the field leaves, so the change shows from the next frame on.
    host.layout()
    #expect(host.find(text: "not focused") != nil)
    host.type("more")
    #expect(box.text == "hi")
  }

  /// Found by the fuzzing campaign: the lazy stack drops the field's row as it lays out, and the binding's
  /// release, queued then, waited for the next event, keeping the row's nodes alive and `focused` true meanwhile.
  @Test func aFocusedFieldScrolledOutOfALazyStackLetsGoAtTheNextLayout() {
    let box = TextBox()
    let host = ViewHost(FieldInALazyStack(box: box), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    host.tap(at: host.point(inField: 0, beforeCharacter: 0))
    #expect(host.find(text: "focused") != nil)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 4000))
    host.layout()
    #expect(host.graph.inputResidue.liveNodes == host.graph.inputResidue.mountedNodes)
    #expect(host.find(text: "not focused") != nil)
  }

  @Test func clickingAFieldFocusesItAndClickingElsewhereKeepsFocus() {
    let (host, name, _) = form()
    host.tap(at: host.point(inField: 0, beforeCharacter: 0))
    #expect(host.find(text: "focus: name") != nil)
    host.tap(at: CGPoint(x: 5, y: 5))
    #expect(host.find(text: "focus: name") != nil, "a click on empty space leaves focus where it is")
    host.type("kept")
    #expect(name.text == "kept")
  }

  @Test func focusableViewsTakeFocusSeeIsFocusedAndActivateWithSpace() {
    var activations: [String] = []
    let host = ViewHost(
      HStack {
        Tile(label: "A") { activations.append("A") }
        Tile(label: "B") { activations.append("B") }
      }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "A idle") != nil)
    host.key(.tab)
    #expect(host.find(text: "A focused") != nil && host.find(text: "B idle") != nil)
    host.key(.space)
    host.tap(text: "B idle")
    #expect(host.find(text: "A idle") != nil && host.find(text: "B focused") != nil)
    host.key(.space)
    #expect(activations == ["A", "B"])
  }

  @Test func aButtonLikeViewTakesFocusByTabButNotByClick() {
    var activations = 0
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 200)
        Button("Send") { activations += 1 }
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.tap(at: host.point(beforeCharacter: 0))
    host.tap(text: "Send")
    host.type("still typing")
    #expect(box.text == "still typing", "a click on the button leaves focus in the field")
    host.key(.tab)
    host.key(.space)
    #expect(activations == 2)
    #expect(box.text == "still typing")
  }

  @Test func typedKeysWithoutAnInputMethodInsertTheirCharacters() {
    let box = TextBox()
    let host = ViewHost(TextField("", text: box.binding).frame(width: 200), size: size)
    host.key(.tab)
    host.key("h")
    host.key("I", modifiers: .shift)
    host.key(.space)
    #expect(box.text == "hI ")
  }

  @Test func keysGoToTheFocusedViewsHandlersBeforeOthers() {
    var log: [String] = []
    let host = ViewHost(
      VStack {
        Text("first").padding().focusable().onKeyPress("k") {
          log.append("first")
          return .handled
        }
        Text("second").padding().focusable().onKeyPress("k") {
          log.append("second")
          return .handled
        }
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.key("k")
    #expect(log == ["second"], "without focus, the innermost last handler gets it, as before")
    host.tap(text: "first")
    host.key("k")
    #expect(log == ["second", "first"])
  }

  @Test func aFocusedFieldTakesItsShortcutsBeforeTheAppsShortcuts() {
    var shortcuts = 0
    let box = TextBox("text")
    let host = ViewHost(
      VStack {
        TextField("", text: box.binding).frame(width: 200)
        Button("Copy everything") { shortcuts += 1 }.keyboardShortcut("c")
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.key("c", modifiers: .command)
    #expect(shortcuts == 1)
    host.tap(at: host.point(beforeCharacter: 0))
    host.key("a", modifiers: .control)
    host.key("c", modifiers: .control)
    #expect(shortcuts == 1)
    #expect(host.clipboard.string == "text")
  }

  @Test func aFocusedViewWearsAFocusRingUnlessTheEffectIsDisabled() {
    let host = ViewHost(
      HStack(spacing: 40) {
        Color.gray.frame(width: 40, height: 40).focusable()
        Color.gray.frame(width: 40, height: 40).focusable().focusEffectDisabled()
      }, size: size, textEngine: FixedMetricsTextEngine())
    // The squares are at x 60…100 and 140…180, y 100…140; the ring is drawn just outside.
    let above = [CGPoint(x: 80, y: 98.5), CGPoint(x: 160, y: 98.5)]
    #expect(above.allSatisfy { host.render().pixel(at: $0).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 2) })
    host.key(.tab)
    let ring = host.render().pixel(at: above[0])
    #expect(ring.b > ring.r + 40, "the first square wears the ring")
    host.key(.tab)
    let image = host.render()
    #expect(image.pixel(at: above[0]).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 2))
    #expect(image.pixel(at: above[1]).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 2), "no ring when disabled")
  }

  @Test func aFocusedFieldShowsAFocusRing() {
    let box = TextBox()
    let host = ViewHost(
      TextField("", text: box.binding).frame(width: 200).padding(), size: size, textEngine: FixedMetricsTextEngine())
    let frame = host.textFields()[0].globalFrame
    let outside = CGPoint(x: frame.midX, y: frame.minY - 2)
    #expect(host.render().pixel(at: outside).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 2))
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    let ring = host.render().pixel(at: outside)
    #expect(ring.b > ring.r + 40, "the ring is the palette's blue")
  }
}
