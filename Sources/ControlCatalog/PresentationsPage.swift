import Easel

/// Sheets, a full-screen cover, alerts in both forms and a confirmation dialog.
struct PresentationsPage: View {
  @State private var showsSheet = false
  @State private var showsCover = false
  @State private var showsAlert = false
  @State private var showsClassicAlert = false
  @State private var showsDialog = false
  @State private var log = "Nothing presented yet"

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Sheets") {
        HStack(spacing: 12) {
          Button("Show sheet") { showsSheet = true }
          Button("Show full-screen cover") { showsCover = true }
        }
      }
      CatalogGroup("Alerts and dialogs") {
        HStack(spacing: 12) {
          Button("Alert") { showsAlert = true }
          Button("Classic Alert") { showsClassicAlert = true }
          Button("Confirmation dialog") { showsDialog = true }
        }
      }
      Text(log).foregroundStyle(.secondary)
    }
    .sheet(isPresented: $showsSheet, onDismiss: { log = "Sheet dismissed" }) {
      SheetContent(title: "A sheet")
    }
    .fullScreenCover(isPresented: $showsCover) {
      SheetContent(title: "A full-screen cover")
    }
    .alert("Delete the file?", isPresented: $showsAlert) {
      Button("Delete", role: .destructive) { log = "Deleted" }
      Button("Cancel", role: .cancel) { log = "Kept" }
    } message: {
      Text("You cannot undo this.")
    }
    .alert(isPresented: $showsClassicAlert) {
      Alert(
        title: Text("Game over"), message: Text("Play again?"),
        primaryButton: .default(Text("Play")) { log = "Playing again" },
        secondaryButton: .cancel { log = "Stopped" })
    }
    .confirmationDialog("Share the drawing", isPresented: $showsDialog, titleVisibility: .visible) {
      Button("Copy link") { log = "Link copied" }
      Button("Export PNG") { log = "Exported" }
    }
  }
}

/// The content of the sheet and the cover: it dismisses itself.
struct SheetContent: View {
  let title: String
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    VStack(spacing: 16) {
      Text(title).font(.title2)
      TextField("Your name", text: $name).textFieldStyle(.roundedBorder).frame(width: 240)
      Button("Done") { dismiss() }.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
    }
    .padding(32)
  }
}
