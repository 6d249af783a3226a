import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A day fixed in the machine's time zone, so calendars show the same month in every run.
private let fixedDay = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 14, hour: 9, minute: 30))!

/// Holds a date in state and shows it, for the date picker tests.
private struct DateHarness: View {
  @State var date = fixedDay
  let components: DatePickerComponents
  var body: some View {
    VStack {
      DatePicker("When", selection: $date, displayedComponents: components)
      Text("picked \(date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false)))")
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

/// Holds a colour in state and shows its red component.
private struct ColorHarness: View {
  @State var color = Color.blue
  var body: some View {
    VStack {
      ColorPicker("Tint", selection: $color)
      Text("red \(Int((color.resolve(in: EnvironmentValues()).red * 255).rounded()))")
    }
    .frame(width: 240)
  }
}

/// A number edited as text.
private struct NumberHarness: View {
  @State var amount = 42.5
  var body: some View {
    VStack {
      TextField("Amount", value: $amount, format: .number)
      Text("amount \(amount, format: .number.precision(.fractionLength(2)))")
    }
    .frame(width: 240)
  }
}

/// A button that shows a popover.
private struct PopoverHarness: View {
  @State var isPresented = false
  var body: some View {
    VStack {
      Button("Info") { isPresented = true }
        .popover(isPresented: $isPresented) { Text("Popover content").padding() }
      Text(isPresented ? "open" : "closed")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

/// A searchable list of names.
private struct SearchHarness: View {
  @State var query = ""
  let names = ["Ada", "Alan", "Grace", "Linus"]
  var body: some View {
    List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
      .searchable(text: $query, prompt: "Find people")
  }
}

@MainActor
@Suite struct ControlBreadthTests {
  private let size = CGSize(width: 360, height: 480)

  // MARK: DatePicker

  @Test func theDateChipOpensACalendarWhereAClickPicksTheDay() throws {
    let host = ViewHost(DateHarness(components: .date), size: size)
    let chip = try #require(host.find(text: fixedDay.formatted(date: .abbreviated, time: .omitted)))
    host.tap(at: CGPoint(x: chip.midX, y: chip.midY))
    host.advance(by: 1)
    #expect(host.find(text: fixedDay.formatted(.dateTime.month(.wide).year())) != nil, "the calendar shows March")
    #expect(host.tap(text: "20"))
    host.advance(by: 1)
    #expect(host.find(text: "picked 2024-03-20T09:30:00") != nil, "the day changes, the time stays")
  }

  @Test func theCalendarMovesBetweenMonths() throws {
    let host = ViewHost(DateHarness(components: .date).datePickerStyle(.graphical), size: size)
    let title = fixedDay.formatted(.dateTime.month(.wide).year())
    let header = try #require(host.find(text: title))
    // The next-month button is the last of the header, at the calendar's trailing edge.
    host.tap(at: CGPoint(x: header.minX + 7 * 32 + 6 * 2 - 10, y: header.midY))
    let april = Calendar.current.date(byAdding: .month, value: 1, to: fixedDay)!
    #expect(host.find(text: april.formatted(.dateTime.month(.wide).year())) != nil)
  }

  @Test func theTimeChipOpensSteppersForHourAndMinute() throws {
    let host = ViewHost(DateHarness(components: .hourAndMinute), size: size)
    let chip = try #require(host.find(text: fixedDay.formatted(date: .omitted, time: .shortened)))
    host.tap(at: CGPoint(x: chip.midX, y: chip.midY))
    host.advance(by: 1)
    let hour = try #require(host.find(text: "09"))
    // The hour stepper's + button is right of its value.
    host.tap(at: CGPoint(x: hour.maxX + 8 + 36 + 18, y: hour.midY))
    host.advance(by: 1)
    #expect(host.find(text: "picked 2024-03-14T10:30:00") != nil)
  }

  // MARK: ColorPicker

  @Test func theSwatchOpensTheColorPanelAndTheChoiceIsKept() throws {
    let host = ViewHost(ColorHarness(), size: CGSize(width: 280, height: 120))
    let label = try #require(host.find(text: "Tint"))
    host.tap(at: CGPoint(x: 240 - 22, y: label.midY))
    #expect(host.colorPanelTitle == "Tint")
    #expect(host.colorPanelColor?.blue ?? 0 > 0.9)
    #expect(host.chooseColor(Color.Resolved(red: 1, green: 0, blue: 0)))
    #expect(host.find(text: "red 255") != nil)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 240 - 22, y: label.midY)).isReddish, "the swatch shows the new colour")
  }

  // MARK: TextField(value:format:)

  @Test func aValueFieldParsesWhatIsTypedOnReturn() throws {
    let host = ViewHost(NumberHarness(), size: CGSize(width: 280, height: 120))
    // The field is just above the text showing the value.
    let amount = try #require(host.find(text: "amount 42.50"))
    host.tap(at: CGPoint(x: amount.midX, y: amount.minY - 20))
    _ = host.key("a", modifiers: .control)
    host.type("17.25")
    #expect(host.find(text: "amount 42.50") != nil, "nothing changes while typing")
    _ = host.key(.return)
    #expect(host.find(text: "amount 17.25") != nil)
  }

  @Test func textThatDoesNotParseIsDropped() throws {
    let host = ViewHost(NumberHarness(), size: CGSize(width: 280, height: 120))
    let amount = try #require(host.find(text: "amount 42.50"))
    let field = CGPoint(x: amount.midX, y: amount.minY - 20)
    host.tap(at: field)
    _ = host.key("a", modifiers: .control)
    host.type("lots")
    _ = host.key(.return)
    #expect(host.find(text: "amount 42.50") != nil)
    // The field shows the value again, so a new number replaces it whole.
    host.tap(at: field)
    _ = host.key("a", modifiers: .control)
    host.type("8")
    _ = host.key(.return)
    #expect(host.find(text: "amount 8.00") != nil)
  }

  // MARK: Text formats

  @Test func textFormatsValuesAndDates() throws {
    let reference = Date(timeIntervalSinceNow: 2 * 3600 + 5 * 60 + 30)
    let host = ViewHost(
      VStack {
        Text(0.5, format: .percent)
        Text("Total: \(1234.5, format: .number.precision(.fractionLength(1)))")
        Text(reference, style: .timer)
        Text(reference, style: .relative)
      }, size: CGSize(width: 300, height: 200))
    #expect(host.find(text: "50%") != nil)
    #expect(host.find(text: "Total: \(1234.5.formatted(.number.precision(.fractionLength(1))))") != nil)
    #expect(host.find(text: "2:05:29") != nil || host.find(text: "2:05:30") != nil)
    #expect(host.find(text: "2 hours, 5 minutes") != nil)
  }

  // MARK: Popover

  @Test func aPopoverOpensBelowItsButtonAndAClickOutsideClosesIt() throws {
    let host = ViewHost(PopoverHarness(), size: size)
    #expect(host.tap(text: "Info"))
    host.advance(by: 1)
    let button = try #require(host.find(text: "Info"))
    let content = try #require(host.find(text: "Popover content"))
    #expect(content.minY > button.maxY)
    #expect(host.find(text: "open") != nil)
    host.tap(at: CGPoint(x: 20, y: 400))
    host.advance(by: 1)
    #expect(host.find(text: "Popover content") == nil)
    #expect(host.find(text: "closed") != nil)
  }

  // MARK: searchable

  @Test func typingInTheSearchFieldFiltersTheList() throws {
    let host = ViewHost(SearchHarness(), size: size)
    // The 32-point field sits 8 points below the top, above the list.
    let ada = try #require(host.find(text: "Ada"))
    #expect(ada.minY > 48)
    host.tap(at: CGPoint(x: size.width / 2, y: 24))
    host.type("al")
    #expect(host.find(text: "Alan") != nil)
    #expect(host.find(text: "Grace") == nil)
    _ = host.key(.escape)
    #expect(host.find(text: "Grace") != nil, "Escape clears the search")
  }
}
