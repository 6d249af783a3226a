import Easel
import Foundation

/// Grids, views that fit, disclosure groups, an editable searchable list with swipe actions, a split view, a
/// popover and formatted text.
struct ContainersPage: View {
  @State private var fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
  @State private var search = ""
  @State private var editMode = EditMode.inactive
  @State private var folder: String? = "Inbox"
  @State private var showsPopover = false
  @State private var showsDetails = true

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      HStack(alignment: .top, spacing: 24) {
        grid
        fitting
      }
      editableList
      splitView
    }
  }

  private var grid: some View {
    CatalogGroup("Grid") {
      Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
        GridRow {
          Text("Planet").font(.headline)
          Text("Moons").font(.headline).gridColumnAlignment(.trailing)
          Text("Day").font(.headline).gridColumnAlignment(.trailing)
        }
        Divider()
        GridRow {
          Text("Earth")
          Text("1")
          Text("24 h")
        }
        GridRow {
          Text("Mars")
          Text("2")
          Text("24.6 h")
        }
        GridRow {
          Text("Jupiter")
          Text("95")
          Text("9.9 h")
        }
      }
      .fixedSize()
    }
  }

  private var fitting: some View {
    CatalogGroup("ViewThatFits & DisclosureGroup") {
      HStack(spacing: 16) {
        ForEach([200.0, 40.0], id: \.self) { width in
          ViewThatFits(in: .horizontal) {
            Label("Share with friends", systemImage: "square.and.arrow.up").fixedSize()
            Image(systemName: "square.and.arrow.up")
          }
          .frame(width: width, alignment: .leading)
        }
      }
      DisclosureGroup("Details", isExpanded: $showsDetails) {
        Text("Released \(Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.year().month().day())")
        Text("Rated \(0.92, format: .percent)")
      }
      .frame(width: 320)
    }
  }

  private var editableList: some View {
    CatalogGroup("Editable list") {
      HStack {
        Button(editMode.isEditing ? "Done" : "Edit") {
          withAnimation { editMode = editMode.isEditing ? .inactive : .active }
        }
        Button("Show popover") { showsPopover = true }
          .popover(isPresented: $showsPopover) {
            Text("A popover, closed by a click outside or Escape.").padding(16).frame(width: 220)
          }
      }
      List {
        ForEach(fruit.filter { search.isEmpty || $0.localizedCaseInsensitiveContains(search) }, id: \.self) { name in
          Text(name)
            .swipeActions {
              Button(role: .destructive) {
                fruit.removeAll { $0 == name }
              } label: {
                Label("Delete", systemImage: "trash")
              }
            }
        }
        .onDelete { fruit.remove(atOffsets: $0) }
        .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
      }
      .searchable(text: $search, prompt: "Filter fruit")
      .environment(\.editMode, $editMode)
      .frame(width: 420, height: 230)
    }
  }

  private var splitView: some View {
    CatalogGroup("Split view") {
      NavigationSplitView {
        List(["Inbox", "Drafts", "Sent"], id: \.self, selection: $folder) { Text($0) }
      } detail: {
        Text(folder ?? "No folder").font(.title2)
      }
      .frame(width: 620, height: 190)
      .overlay(Rectangle().stroke(Color.gray.opacity(0.3)))
    }
  }
}
