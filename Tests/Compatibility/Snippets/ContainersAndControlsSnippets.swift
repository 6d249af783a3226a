// Containers and controls as apps wrote them from 2020 to 2025: a settings form, a split view with a sidebar list,
// an editable list with onMove/onDelete and swipe actions, a searchable list, grids, pickers and formatted text.
import Easel
import Foundation

struct SettingsFormView: View {
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("username") private var username = ""
  @State private var fontSize = 14.0
  @State private var theme = Theme.system
  @State private var accentColor = Color.blue
  @State private var birthday = Date()
  @State private var reminderTime = Date()
  @State private var dailyGoal = 20
  @State private var showAdvanced = false

  enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
  }

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Account")) {
          TextField("Username", text: $username)
          LabeledContent("Plan", value: "Pro")
          LabeledContent("Member since") {
            Text(Date(timeIntervalSince1970: 1_600_000_000), format: .dateTime.year())
          }
        }
        Section {
          Toggle("Enable notifications", isOn: $notificationsEnabled)
          DatePicker("Reminder", selection: $reminderTime, displayedComponents: .hourAndMinute)
        } header: {
          Text("Notifications")
        } footer: {
          Text("We'll remind you once a day.")
        }
        Section("Appearance") {
          Picker("Theme", selection: $theme) {
            ForEach(Theme.allCases) { theme in
              Text(theme.rawValue.capitalized).tag(theme)
            }
          }
          ColorPicker("Accent color", selection: $accentColor)
          Slider(value: $fontSize, in: 10...24, step: 1) {
            Text("Font size")
          }
          Stepper("Daily goal: \(dailyGoal) min", value: $dailyGoal, in: 5...120, step: 5)
        }
        Section {
          DatePicker("Birthday", selection: $birthday, in: ...Date(), displayedComponents: .date)
            .datePickerStyle(.graphical)
          TextField("Goal", value: $dailyGoal, format: .number)
          DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
            Text("Cache size: \(1_250_000, format: .byteCount(style: .file))")
          }
        }
      }
      .formStyle(.grouped)
      .navigationTitle("Settings")
    }
  }
}

struct Folder: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var notes: [String]
}

struct FoldersSplitView: View {
  @State private var folders = [
    Folder(name: "Work", notes: ["Standup", "Roadmap"]), Folder(name: "Home", notes: ["Groceries"]),
  ]
  @State private var selectedFolder: Folder.ID?
  @State private var selectedNote: String?
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(folders, selection: $selectedFolder) { folder in
        Label(folder.name, systemImage: "folder")
      }
      .navigationTitle("Folders")
      .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
    } content: {
      if let folder = folders.first(where: { $0.id == selectedFolder }) {
        List(folder.notes, id: \.self, selection: $selectedNote) { note in
          Text(note)
        }
        .navigationTitle(folder.name)
      } else {
        Text("Select a folder")
      }
    } detail: {
      if let selectedNote {
        Text(selectedNote).font(.largeTitle)
      } else {
        Text("No note selected").foregroundStyle(.secondary)
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

struct TwoColumnView: View {
  @State private var selection: String?
  let items = ["Inbox", "Sent", "Trash"]

  var body: some View {
    NavigationSplitView {
      List(items, id: \.self, selection: $selection) { Text($0) }
    } detail: {
      Text(selection ?? "Nothing selected")
    }
  }
}

struct TodoListView: View {
  @State private var todos = ["Buy milk", "Walk the dog", "Write code"]
  @State private var searchText = ""
  @Environment(\.editMode) private var editMode

  var filteredTodos: [String] {
    searchText.isEmpty ? todos : todos.filter { $0.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationView {
      List {
        ForEach(filteredTodos, id: \.self) { todo in
          Text(todo)
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button(role: .destructive) {
                todos.removeAll { $0 == todo }
              } label: {
                Label("Delete", systemImage: "trash")
              }
              Button {
                print("Pinned \(todo)")
              } label: {
                Label("Pin", systemImage: "pin")
              }
              .tint(.orange)
            }
            .swipeActions(edge: .leading) {
              Button("Done") { todos.removeAll { $0 == todo } }
                .tint(.green)
            }
        }
        .onDelete(perform: deleteTodos)
        .onMove(perform: moveTodos)
      }
      .searchable(text: $searchText, prompt: "Search todos")
      .navigationTitle("Todos")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          EditButton()
        }
      }
    }
  }

  func deleteTodos(at offsets: IndexSet) {
    todos.remove(atOffsets: offsets)
  }

  func moveTodos(from source: IndexSet, to destination: Int) {
    todos.move(fromOffsets: source, toOffset: destination)
  }
}

struct EditModeAwareRow: View {
  @Environment(\.editMode) var editMode
  let title: String

  var body: some View {
    HStack {
      Text(title)
      if editMode?.wrappedValue.isEditing == true {
        Spacer()
        Image(systemName: "pencil")
      }
    }
  }
}

struct SearchableContactsView: View {
  @State private var query = ""
  @Environment(\.isSearching) private var isSearching
  let contacts = ["Ada Lovelace", "Alan Turing", "Grace Hopper"]

  var body: some View {
    NavigationStack {
      List(contacts.filter { query.isEmpty || $0.contains(query) }, id: \.self) { contact in
        Text(contact)
      }
      .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Name"))
      .navigationTitle("Contacts")
    }
  }
}

struct ScoreboardGrid: View {
  let rows = [("Ada", 12, 3), ("Alan", 9, 5), ("Grace", 15, 1)]

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
      GridRow {
        Text("Player")
        Text("Wins").gridColumnAlignment(.trailing)
        Text("Losses").gridColumnAlignment(.trailing)
      }
      .font(.headline)
      Divider()
      ForEach(rows, id: \.0) { row in
        GridRow {
          Text(row.0)
          Text("\(row.1)")
          Text("\(row.2)")
        }
      }
      GridRow {
        Text("Season 2024").gridCellColumns(3)
      }
      GridRow(alignment: .bottom) {
        Color.orange.frame(width: 20, height: 20)
        Text("Leader").gridCellAnchor(.center)
        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
      }
    }
    .padding()
  }
}

struct AdaptiveToolbarButton: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        Image(systemName: "square.and.arrow.up")
        Text("Share with friends")
      }
      Image(systemName: "square.and.arrow.up")
    }
    ViewThatFits {
      Text("A long explanation that only fits on a wide screen")
      Text("Short")
    }
  }
}

struct FAQView: View {
  @State private var isExpanded = false

  var body: some View {
    List {
      DisclosureGroup("What is Easel?", isExpanded: $isExpanded) {
        Text("A SwiftUI-compatible UI framework for Linux.")
      }
      DisclosureGroup {
        Text("Yes, with only the import changed.")
      } label: {
        Label("Does my code run?", systemImage: "questionmark.circle")
      }
    }
  }
}

struct PriceTag: View {
  let price: Decimal = 19.99
  let discount = 0.25
  let updated = Date().addingTimeInterval(-3600)
  let deadline = Date().addingTimeInterval(90)

  var body: some View {
    VStack(alignment: .leading) {
      Text(price, format: .currency(code: "EUR"))
      Text(discount, format: .percent)
      Text("Save \(discount, format: .percent) today")
      Text("Updated \(updated, style: .relative) ago")
      Text(updated, style: .time)
      Text(updated, style: .date)
      Text(deadline, style: .timer)
      Text(updated, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
      Text(42, format: .number)
    }
  }
}

struct QuantityEditor: View {
  @State private var quantity = 3
  @State private var price = 9.5
  @State private var name = "Widget"

  var body: some View {
    Form {
      TextField("Quantity", value: $quantity, format: .number)
      TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))
      TextField("Name", text: $name)
    }
  }
}

struct InfoButton: View {
  @State private var showingPopover = false
  @State private var selectedFolder: Folder?

  var body: some View {
    HStack {
      Button {
        showingPopover = true
      } label: {
        Image(systemName: "info.circle")
      }
      .popover(isPresented: $showingPopover, arrowEdge: .bottom) {
        Text("Details about this item")
          .padding()
          .frame(minWidth: 200)
      }
      Button("Folder") { selectedFolder = Folder(name: "Work", notes: []) }
        .popover(item: $selectedFolder) { folder in
          Text(folder.name).padding()
        }
      Button("Anchored") {}
        .popover(isPresented: .constant(false), attachmentAnchor: .point(.top)) {
          Text("Top")
        }
    }
  }
}

struct EventEditor: View {
  @State private var start = Date()
  @State private var end = Date().addingTimeInterval(3600)
  @State private var color: Color = .red

  var body: some View {
    VStack {
      DatePicker("Starts", selection: $start)
      DatePicker("Ends", selection: $end, in: start..., displayedComponents: [.date, .hourAndMinute])
      DatePicker(selection: $start, displayedComponents: .date) {
        Text("Day")
      }
      .datePickerStyle(.compact)
      ColorPicker("Event color", selection: $color, supportsOpacity: false)
      ColorPicker(selection: $color) {
        Label("Tint", systemImage: "paintpalette")
      }
    }
    .labelsHidden()
  }
}

struct AvatarView: View {
  let url: URL?

  var body: some View {
    AsyncImage(url: url) { image in
      image.resizable().scaledToFill()
    } placeholder: {
      ProgressView()
    }
    .frame(width: 44, height: 44)
    .clipShape(Circle())
  }
}

struct PhotoView: View {
  let url = URL(string: "https://example.com/photo.jpg")

  var body: some View {
    VStack {
      AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
        switch phase {
        case .empty:
          ProgressView()
        case .success(let image):
          image.resizable().aspectRatio(contentMode: .fit)
        case .failure:
          Image(systemName: "photo")
        @unknown default:
          EmptyView()
        }
      }
      AsyncImage(url: url, scale: 2)
    }
  }
}
