import Easel
import EaselTesting
import Foundation
import Testing

/// A mail-like split view: a sidebar of folders with a selection, a detail with a title and a toolbar.
struct SplitViewScreen: View {
  @State private var folder: String? = "Inbox"
  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Drafts", "Sent", "Archive"], id: \.self, selection: $folder) { name in
        Label(name, systemImage: name == "Inbox" ? "envelope" : "folder")
      }
      .navigationTitle("Mail")
    } detail: {
      Text("3 messages in \(folder ?? "no folder")")
        .navigationTitle(folder ?? "")
    }
  }
}

/// An editable list in edit mode, with a search field above it.
struct EditableListScreen: View {
  @State private var fruit = ["Apple", "Banana", "Cherry", "Date"]
  @State private var search = ""
  @State private var editMode = EditMode.active
  var body: some View {
    NavigationStack {
      List {
        ForEach(fruit, id: \.self) { Text($0) }
          .onDelete { fruit.remove(atOffsets: $0) }
          .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
      }
      .searchable(text: $search, prompt: "Search fruit")
      .navigationTitle("Fruit")
      .toolbar { EditButton() }
    }
    .environment(\.editMode, $editMode)
  }
}

/// Date and colour pickers in a form, with the calendar of the graphical style.
struct DateAndColorScreen: View {
  @State private var date = DateAndColorScreen.fixedDate
  @State private var color = Color.orange

  /// 14 March 2024, 09:30 in the machine's time zone: a fixed day so the calendar is the same in every run.
  static var fixedDate: Date {
    Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 14, hour: 9, minute: 30)) ?? Date()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      DatePicker("Starts", selection: $date)
      ColorPicker("Highlight", selection: $color)
      DatePicker("Day", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct ContainerScreens {
  @Test(arguments: [ColorScheme.light, .dark])
  func splitView(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "split-view-dark" : "split-view-light"
    let screen = renderScreen(
      SplitViewScreen(), named: name, size: CGSize(width: 720, height: 360), colorScheme: colorScheme)
    #expect(screen.frame(of: "3 messages in Inbox") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func editableList(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "editable-list-dark" : "editable-list-light"
    let screen = renderScreen(
      EditableListScreen(), named: name, size: CGSize(width: 360, height: 420), colorScheme: colorScheme)
    #expect(screen.frame(of: "Done") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func dateAndColorPickers(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "date-color-dark" : "date-color-light"
    let screen = renderScreen(
      DateAndColorScreen(), named: name, size: CGSize(width: 360, height: 420), colorScheme: colorScheme)
    #expect(screen.frame(of: "14") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func calendarPopover(colorScheme: ColorScheme) throws {
    let host = ViewHost(
      DatePicker("Starts", selection: .constant(DateAndColorScreen.fixedDate), displayedComponents: .date)
        .padding(20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
      size: CGSize(width: 360, height: 360), colorScheme: colorScheme)
    let day = try #require(host.find(text: DateAndColorScreen.fixedDate.formatted(date: .abbreviated, time: .omitted)))
    host.tap(at: CGPoint(x: day.midX, y: day.midY))
    host.advance(by: 1)
    let name = colorScheme == .dark ? "date-popover-dark" : "date-popover-light"
    let comparison = ReferenceImage.compare(host.render(), named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
  }
}
