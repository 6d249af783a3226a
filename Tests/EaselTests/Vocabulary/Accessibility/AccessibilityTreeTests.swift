import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What each control tells assistive technologies by default, as SwiftUI's controls do, and the actions a screen
/// reader performs on them.
@MainActor
@Suite struct AccessibilityTreeTests {
  struct Controls: View {
    @State var count = 0
    @State var isOn = false
    @State var checked = true
    @State var level = 0.5
    @State var steps = 2
    var body: some View {
      VStack {
        Text("Settings").accessibilityAddTraits(.isHeader)
        Button("Add") { count += 1 }
        Button(action: {}) { Image(systemName: "trash") }
        Button("Unavailable") { count += 100 }.disabled(true)
        Toggle("Wi-Fi", isOn: $isOn)
        Toggle("Bold", isOn: $checked).toggleStyle(.checkbox)
        Slider(value: $level) { Text("Volume") }
        Stepper("Copies: \(steps)", value: $steps, in: 1...5)
        ProgressView(value: 0.25)
        Image(decorative: "background")
        Text("Count: \(count)")
      }
    }
  }

  @Test func eachControlHasItsRoleNameAndState() throws {
    let host = ViewHost(Controls(), size: CGSize(width: 400, height: 600))
    let elements = host.accessibilityElements
    let summary = elements.map { "\($0.role.rawValue): \($0.label ?? "-")" }
    #expect(
      summary == [
        "heading: Settings", "button: Add", "button: trash", "button: Unavailable", "switchButton: Wi-Fi",
        "checkBox: Bold", "slider: Volume", "spinButton: Copies: 2", "progressIndicator: -", "staticText: Count: 0",
      ])
    let wifi = try #require(host.find(accessibilityLabel: "Wi-Fi"))
    #expect(wifi.isChecked == false && wifi.actions == [.default] && wifi.isFocusable)
    #expect(host.find(accessibilityLabel: "Bold")?.isChecked == true)
    #expect(host.find(accessibilityLabel: "Unavailable")?.isEnabled == false)
    let slider = try #require(host.find(accessibilityLabel: "Volume"))
    #expect(slider.numericValue == AccessibilityNumericValue(0.5, in: 0...1) && slider.value == "50%")
    #expect(slider.actions == [.increment, .decrement])
    let progress = try #require(elements.first { $0.role == .progressIndicator })
    #expect(progress.value == "25%")
    for element in elements { #expect(element.frame.width > 0 && element.frame.height > 0, "\(element.role)") }
  }

  @Test func actionsChangeTheScreenAsTheControlsWould() throws {
    let host = ViewHost(Controls(), size: CGSize(width: 400, height: 600))
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Add"))))
    #expect(host.find(accessibilityLabel: "Count: 1") != nil)
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Wi-Fi"))))
    #expect(host.find(accessibilityLabel: "Wi-Fi")?.isChecked == true)
    #expect(host.performAccessibilityAction(.increment, on: try #require(host.find(accessibilityLabel: "Volume"))))
    #expect(host.find(accessibilityLabel: "Volume")?.value == "55%")
    #expect(host.performAccessibilityAction(.decrement, on: try #require(host.find(accessibilityLabel: "Copies: 2"))))
    #expect(host.find(accessibilityLabel: "Copies: 1") != nil)
    // The lower bound: the stepper cannot go below it, as its − button cannot.
    #expect(host.performAccessibilityAction(.decrement, on: try #require(host.find(accessibilityLabel: "Copies: 1"))))
    #expect(host.find(accessibilityLabel: "Copies: 1") != nil)
  }

  @Test func aReaderSetsASlidersValueWithinItsRangeAndStep() throws {
    struct Sliders: View {
      @State var level = 0.5
      @State var size = 4.0
      var body: some View {
        VStack {
          Slider(value: $level) { Text("Volume") }
          Slider(value: $size, in: 2...10, step: 2) { Text("Size") }
          Slider(value: $size, in: 2...10) { Text("Locked") }.disabled(true)
          Button("Add") {}
        }
      }
    }
    let host = ViewHost(Sliders(), size: CGSize(width: 400, height: 300))
    #expect(host.setAccessibilityValue(0.3, on: try #require(host.find(accessibilityLabel: "Volume"))))
    #expect(host.find(accessibilityLabel: "Volume")?.numericValue?.value == 0.3)
    #expect(host.setAccessibilityValue(7.1, on: try #require(host.find(accessibilityLabel: "Size"))))
    #expect(host.find(accessibilityLabel: "Size")?.numericValue?.value == 8, "snapped to the step")
    #expect(host.setAccessibilityValue(99, on: try #require(host.find(accessibilityLabel: "Size"))))
    #expect(host.find(accessibilityLabel: "Size")?.numericValue?.value == 10, "kept in the range")
    #expect(!host.setAccessibilityValue(4, on: try #require(host.find(accessibilityLabel: "Locked"))))
    #expect(!host.setAccessibilityValue(1, on: try #require(host.find(accessibilityLabel: "Add"))))
    #expect(host.find(accessibilityLabel: "Size")?.numericValue?.value == 10)
  }

  @Test func aFieldGivesReadersItsTextAndSelectionAndASecureFieldOnlyBullets() throws {
    struct Fields: View {
      @State var name = "Ada"
      @State var password = "sésame"
      @State var note = "One\nTwo"
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          TextEditor(text: $note).accessibilityLabel("Note")
          Text("Plain")
        }
      }
    }
    let host = ViewHost(Fields(), size: CGSize(width: 400, height: 400))
    let name = try #require(host.find(accessibilityLabel: "Name"))
    #expect(name.editableText == AccessibilityEditableText(text: "Ada", selection: 3..<3))
    let password = try #require(host.find(accessibilityLabel: "Password"))
    #expect(password.editableText == AccessibilityEditableText(text: "••••••", selection: 6..<6))
    #expect(!password.description.contains("sésame"), "its text never leaves it")
    #expect(host.find(accessibilityLabel: "Note")?.editableText?.text == "One\nTwo")
    #expect(host.find(accessibilityLabel: "Plain")?.editableText == nil)
    // The caret and the selection follow the field's as it is edited.
    host.tap(at: CGPoint(x: name.frame.midX, y: name.frame.midY))
    host.key("a", modifiers: .control)
    host.type("Grace")
    #expect(
      host.find(accessibilityLabel: "Name")?.editableText == AccessibilityEditableText(text: "Grace", selection: 5..<5))
    host.key(.leftArrow, modifiers: .shift)
    #expect(host.find(accessibilityLabel: "Name")?.editableText?.selection == 4..<5)
  }

  @Test func aReadersEditOfAFieldReachesItsBinding() throws {
    struct Fields: View {
      @State var name = "Ada"
      @State var password = "abc"
      @State var note = "One"
      @State var shown = true
      @State var locked = "Fixed"
      var body: some View {
        VStack {
          if shown { TextField("Name", text: $name) }
          SecureField("Password", text: $password)
          TextEditor(text: $note).accessibilityLabel("Note")
          TextField("Locked", text: $locked).disabled(true)
          Text("Hello \(name), \(password.count) characters, \(note)")
          Button("Hide") { shown = false }
        }
      }
    }
    let host = ViewHost(Fields(), size: CGSize(width: 400, height: 400))
    let name = try #require(host.find(accessibilityLabel: "Name"))
    // Orca's EditableText.insert_text at the end, then a set_text_contents.
    #expect(host.setAccessibilityText("Ada Lovelace", on: name))
    #expect(host.find(text: "Hello Ada Lovelace, 3 characters, One") != nil)
    #expect(host.find(accessibilityLabel: "Name")?.editableText?.text == "Ada Lovelace")
    #expect(host.setAccessibilityText("Grace", on: name))
    #expect(host.find(text: "Hello Grace, 3 characters, One") != nil)
    // A secure field's bullets stand for its characters: an insertion among them goes where they are.
    let password = try #require(host.find(accessibilityLabel: "Password"))
    #expect(host.setAccessibilityText("••XY•", on: password))
    #expect(host.find(text: "Hello Grace, 5 characters, One") != nil)
    let typed = try #require(host.find(accessibilityLabel: "Password")?.editableText)
    #expect(typed == AccessibilityEditableText(text: "•••••", selection: 4..<4))
    let note = try #require(host.find(accessibilityLabel: "Note"))
    #expect(host.setAccessibilityText("One\nTwo", on: note))
    #expect(host.find(text: "Hello Grace, 5 characters, One\nTwo") != nil)
    // A disabled field, a field that left and a view that edits no text take no edit.
    #expect(!host.setAccessibilityText("Changed", on: try #require(host.find(accessibilityLabel: "Locked"))))
    #expect(host.find(accessibilityLabel: "Locked")?.editableText?.text == "Fixed")
    #expect(!host.setAccessibilityText("Text", on: try #require(host.find(accessibilityLabel: "Hide"))))
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Hide"))))
    #expect(!host.setAccessibilityText("Gone", on: name))
  }

  @Test func aDisabledControlOrOneThatLeftRefusesActions() throws {
    struct Leaving: View {
      @State var shown = true
      var body: some View {
        VStack {
          if shown { Button("Hide me") { shown = false } }
          Button("Never") {}.disabled(true)
        }
      }
    }
    let host = ViewHost(Leaving(), size: CGSize(width: 300, height: 200))
    let button = try #require(host.find(accessibilityLabel: "Hide me"))
    #expect(host.performAccessibilityAction(on: button))
    #expect(host.find(accessibilityLabel: "Hide me") == nil)
    #expect(!host.performAccessibilityAction(on: button), "the view left: nothing to do, no crash")
    #expect(!host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Never"))))
    #expect(!host.performAccessibilityAction(.increment, on: try #require(host.find(accessibilityLabel: "Never"))))
  }

  @Test func appModifiersOverrideWhatAControlSaysOfItself() throws {
    struct Described: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Button("X") { log.append("pressed") }
            .accessibilityLabel("Close")
            .accessibilityHint("Closes the window")
          Text("Card")
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Emoji")
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { log.append("default") }
            .accessibilityAction(named: "Delete") { log.append("deleted") }
            .accessibilityAdjustableAction { log.append("\($0)") }
          Text(log.joined(separator: " ")).accessibilityIdentifier("log")
        }
      }
    }
    let host = ViewHost(Described(), size: CGSize(width: 300, height: 300))
    let close = try #require(host.find(accessibilityLabel: "Close"))
    #expect(close.role == .button && close.hint == "Closes the window" && close.actions == [.default])
    let emoji = try #require(host.find(accessibilityLabel: "Emoji"))
    #expect(emoji.role == .button)
    #expect(Set(emoji.actions) == [.default, .increment, .decrement, .named("Delete")])
    #expect(host.performAccessibilityAction(on: close))
    #expect(host.performAccessibilityAction(on: emoji))
    #expect(host.performAccessibilityAction(.named("Delete"), on: emoji))
    #expect(host.performAccessibilityAction(.increment, on: emoji))
    #expect(!host.performAccessibilityAction(.named("Rename"), on: emoji))
    #expect(host.find(accessibilityIdentifier: "log")?.label == "pressed default deleted increment")
  }

  @Test func containersHoldTheirElementsAndFocusIsReported() throws {
    struct Form: View {
      @State var name = ""
      var body: some View {
        VStack {
          Button("First") {}
          Button("Second") {}
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Actions")
      }
    }
    let host = ViewHost(Form(), size: CGSize(width: 300, height: 200))
    let tree = host.accessibilityTree
    #expect(tree.map(\.role) == [.group])
    #expect(tree.first?.children.map(\.label) == ["First", "Second"])
    #expect(host.accessibilityElements.allSatisfy { !$0.isFocused })
    _ = host.key(.tab)
    #expect(host.accessibilityElements.filter(\.isFocused).map(\.label) == ["First"])
    _ = host.key(.tab)
    #expect(host.accessibilityElements.filter(\.isFocused).map(\.label) == ["Second"])
  }

  @Test func anAlertIsAnAlertElementThatHidesTheWindowBelowUntilAButtonAnswersIt() throws {
    struct Asking: View {
      @State var isAsking = false
      var body: some View {
        Button("Delete all") { isAsking = true }
          .alert("Delete every emoji?", isPresented: $isAsking) {
            Button("Delete", role: .destructive) {}
          }
      }
    }
    let host = ViewHost(Asking(), size: CGSize(width: 400, height: 300))
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Delete all"))))
    host.advance(by: 1)
    let tree = host.accessibilityTree
    #expect(tree.map(\.role) == [.alert], "only the alert, while it is open")
    let alert = try #require(tree.first)
    #expect(alert.label == "Delete every emoji?" && alert.isFocused)
    let delete = try #require(alert.children.first { $0.label == "Delete" })
    #expect(delete.role == .button && delete.actions == [.default] && delete.isFocusable)
    #expect(host.performAccessibilityAction(on: delete))
    host.advance(by: 1)
    #expect(host.accessibilityTree.map(\.role) == [.button])
  }

  @Test func sortPriorityOrdersElementsWithinTheirContainer() {
    struct Card: View {
      var body: some View {
        VStack {
          Text("Subtitle")
          Text("Title").accessibilitySortPriority(2)
          VStack {
            Text("Details one")
            Text("Details two")
          }
          .accessibilitySortPriority(1)
          VStack {
            Text("Inner second")
            Text("Inner first").accessibilitySortPriority(1)
          }
          .accessibilityElement(children: .contain)
        }
      }
    }
    let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
    let tree = host.accessibilityTree
    #expect(tree.map { $0.label ?? "-" } == ["Title", "Details one", "Details two", "Subtitle", "-"])
    #expect(tree.last?.children.map(\.label) == ["Inner first", "Inner second"])
  }

  @Test func inputLabelsNameTheElementForVoiceControl() {
    let host = ViewHost(
      Button("Send message") {}.accessibilityInputLabels(["Send", "Message"]), size: CGSize(width: 200, height: 80))
    #expect(host.find(accessibilityLabel: "Send message")?.inputLabels == ["Send", "Message"])
  }

  @Test func aControlWhoseLabelIsHiddenIsStillNamedByIt() {
    struct Hidden: View {
      @State var isOn = true
      @State var level = 0.5
      @State var count = 1
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $isOn)
          Toggle("Bold", isOn: $isOn).toggleStyle(.checkbox)
          Slider(value: $level) { Text("Volume") }
          Stepper("Copies", value: $count)
        }
        .labelsHidden()
      }
    }
    let host = ViewHost(Hidden(), size: CGSize(width: 300, height: 300))
    #expect(host.find(text: "Wi-Fi") == nil, "the labels are not drawn")
    #expect(
      host.accessibilityElements.map { "\($0.role.rawValue): \($0.label ?? "-")" } == [
        "switchButton: Wi-Fi", "checkBox: Bold", "slider: Volume", "spinButton: Copies",
      ])
  }

  @Test func aRepresentationStandsForACustomControl() throws {
    struct Knob: View {
      @State var isOn = false
      var body: some View {
        Circle().fill(isOn ? Color.green : Color.gray).frame(width: 40, height: 40)
          .onTapGesture { isOn.toggle() }
          .accessibilityRepresentation { Toggle("Power", isOn: $isOn) }
          .accessibilityHint("Switches the lamp")
      }
    }
    let host = ViewHost(Knob(), size: CGSize(width: 200, height: 200))
    let tree = host.accessibilityTree
    #expect(tree.count == 1)
    let knob = try #require(tree.first)
    #expect(knob.role == .switchButton && knob.label == "Power" && knob.isChecked == false)
    #expect(knob.hint == "Switches the lamp" && knob.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    #expect(host.find(text: "Power") == nil, "the representation is not drawn")
    #expect(host.performAccessibilityAction(on: knob))
    #expect(host.find(accessibilityLabel: "Power")?.isChecked == true)
  }

  @Test func syntheticChildrenAreLaidOutInTheViewAndReadAsItsElements() throws {
    struct Chart: View {
      let values = [3.0, 5.0, 2.0]
      var body: some View {
        Rectangle().fill(Color.blue).frame(width: 300, height: 100)
          .accessibilityLabel("Sales")
          .accessibilityChildren {
            HStack(spacing: 0) {
              ForEach(values.indices, id: \.self) { index in
                Rectangle().accessibilityLabel("Month \(index + 1)").accessibilityValue("\(Int(values[index]))")
              }
            }
          }
      }
    }
    let host = ViewHost(Chart(), size: CGSize(width: 300, height: 100))
    let chart = try #require(host.accessibilityTree.first)
    #expect(chart.role == .group && chart.label == "Sales")
    #expect(chart.children.map(\.label) == ["Month 1", "Month 2", "Month 3"])
    #expect(chart.children.map(\.value) == ["3", "5", "2"])
    #expect(chart.children.map(\.frame.minX) == [0, 100, 200])
  }

  @Test func accessibilityFocusStateMovesTheReaderToTheViewItNames() {
    struct Quiz: View {
      enum Target: Hashable { case score }
      @AccessibilityFocusState var focus: Target?
      @AccessibilityFocusState var isAnswerFocused: Bool
      @State var answered = false
      var body: some View {
        VStack {
          Button("Answer") {
            answered = true
            focus = .score
          }
          Text(answered ? "Score: 1 of 1" : "No score yet").accessibilityFocused($focus, equals: .score)
          Text("The answer").accessibilityFocused($isAnswerFocused)
        }
      }
    }
    let host = ViewHost(Quiz(), size: CGSize(width: 300, height: 200))
    #expect(host.accessibilityElements.filter(\.isFocused).isEmpty)
    host.tap(text: "Answer")
    let focused = host.accessibilityElements.filter(\.isFocused)
    #expect(focused.map(\.label) == ["Score: 1 of 1"] && focused.allSatisfy(\.isFocusable))
  }

  @Test func aColorPickerIsAButtonNamedByItsLabelWithTheColourAsItsValue() throws {
    struct Picker: View {
      @State var color = Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
      var body: some View {
        VStack {
          ColorPicker("Accent", selection: $color)
          ColorPicker("Hidden", selection: $color).labelsHidden()
        }
      }
    }
    let host = ViewHost(Picker(), size: CGSize(width: 300, height: 200))
    let pickers = host.accessibilityElements
    #expect(pickers.map(\.label) == ["Accent", "Hidden"])
    let accent = try #require(pickers.first)
    #expect(accent.role == .button && accent.value == "red 100%, green 50%, blue 0%" && accent.actions == [.default])
  }

  @Test func aScrollActionIsNamedForEachDirection() throws {
    struct Pager: View {
      @State var page = 0
      var body: some View {
        Text("Page \(page)")
          .accessibilityScrollAction { edge in page += edge == .bottom ? 1 : edge == .top ? -1 : 0 }
      }
    }
    let host = ViewHost(Pager(), size: CGSize(width: 200, height: 100))
    let pager = try #require(host.find(accessibilityLabel: "Page 0"))
    #expect(pager.actions == ["Scroll up", "Scroll down", "Scroll left", "Scroll right"].map { .named($0) })
    #expect(host.performAccessibilityAction(.named("Scroll down"), on: pager))
    #expect(host.find(accessibilityLabel: "Page 1") != nil)
  }

  @Test func aCompactDatePickersFieldsAreButtonsNamedByItsLabel() throws {
    struct Picker: View {
      @State var date = Date(timeIntervalSince1970: 1_800_000_000)
      var body: some View { DatePicker("Due", selection: $date) }
    }
    let host = ViewHost(Picker(), size: CGSize(width: 400, height: 100))
    let fields = host.accessibilityElements.filter { $0.role == .button }
    #expect(fields.count == 2)
    #expect(fields.allSatisfy { $0.label == "Due" && $0.value?.isEmpty == false && $0.isExpanded == false })
    #expect(host.performAccessibilityAction(on: try #require(fields.first)))
    host.advance(by: 0.5)
    #expect(host.accessibilityElements.first { $0.role == .button && $0.label == "Due" }?.isExpanded == true)
  }

  @Test func aGraphicalDatePickersTimeSteppersAreNamedAndGroupedByItsLabel() throws {
    struct Picker: View {
      @State var date = Date(timeIntervalSince1970: 1_800_000_000)
      var body: some View {
        DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute).datePickerStyle(.graphical)
      }
    }
    let host = ViewHost(Picker(), size: CGSize(width: 400, height: 200))
    let group = try #require(host.accessibilityTree.first { $0.label == "Alarm" && $0.role == .group })
    #expect(group.children.map(\.role) == [.spinButton, .spinButton])
    #expect(group.children.map(\.label) == ["Hour", "Minute"])
    let hour = try #require(group.children.first)
    let shown = try #require(hour.value)
    #expect(host.performAccessibilityAction(.increment, on: hour))
    let next = try #require(host.find(accessibilityLabel: "Hour")?.value)
    #expect(Int(next) == (Int(shown)! + 1) % 24)
  }
}
