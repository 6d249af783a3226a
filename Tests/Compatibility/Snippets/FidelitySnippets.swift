// What SwiftUI accepts that code of 2020–2025 writes: the deprecated iOS 13–15 forms (`NavigationLink(destination:
// isActive:)`, `.accentColor`, `.actionSheet`, `.navigationBarTitle`, `.foregroundColor`, `.edgesIgnoringSafeArea`,
// `Alert`), the toolbar forms, macOS's `navigationSubtitle`, iOS 16's `toolbarBackground`, `hoverEffect`,
// `Image(_:label:)`, `flipsForRightToLeftLayoutDirection`, an editable title, and `Axis` printed.
import SwiftUI

struct LegacyInboxView: View {
  @State private var showsDetail = false
  @State private var selection: String?
  @State private var confirmsDelete = false
  @State private var showsAlert = false
  @State private var log: [String] = []

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: Text("Detail screen"), isActive: $showsDetail) {
          Text("Open detail")
        }
        NavigationLink(destination: Text("Tagged screen"), tag: "tagged", selection: $selection) {
          Text("Open tagged")
        }
        Button("Delete…") { confirmsDelete = true }
        Button("About") { showsAlert = true }
        Image("arrow", label: Text("Next page"))
          .flipsForRightToLeftLayoutDirection(true)
        Text(log.joined(separator: ","))
      }
      .accentColor(.orange)
      .foregroundColor(.primary)
      .edgesIgnoringSafeArea(.all)
      .navigationBarTitle("Inbox")
      .actionSheet(isPresented: $confirmsDelete) {
        ActionSheet(
          title: Text("Delete the message?"), message: Text("This cannot be undone."),
          buttons: [.destructive(Text("Delete")) { log.append("deleted") }, .cancel()])
      }
      .alert(isPresented: $showsAlert) {
        Alert(title: Text("Inbox"), message: Text("Version 1"), dismissButton: .default(Text("OK")))
      }
    }
  }
}

struct ToolbarFormsView: View {
  @State private var title = "Untitled"
  @State private var count = 0
  var showsShare = true

  var body: some View {
    NavigationStack {
      Text("Count \(count)")
        .hoverEffect(.lift)
        .navigationTitle($title)
        .navigationSubtitle("\(count) items")
        .toolbarBackground(Color.yellow, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add") { count += 1 }
          }
          if showsShare {
            ToolbarItem(placement: .navigationBarLeading) {
              Button("Share") {}
            }
          }
        }
        .toolbar {
          Button("Reset") { count = 0 }
        }
    }
  }
}

struct AxisLabel: View {
  let axis: Axis
  var body: some View { Text("Scrolls \(axis.description)") }
}
