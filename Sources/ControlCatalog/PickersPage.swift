import Easel

/// Pickers in their three styles sharing one selection, a menu with a submenu and a context menu.
struct PickersPage: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
    var title: String { rawValue.capitalized }
  }

  @State private var flavor = Flavor.vanilla
  @State private var size = 1
  @State private var log = "Choose something"

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Segmented") {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.title) }
        }
        .pickerStyle(.segmented)
        .frame(width: 360)
      }
      CatalogGroup("Menu") {
        Picker("Size", selection: $size) {
          Text("Small").tag(0)
          Text("Medium").tag(1)
          Text("Large").tag(2)
        }
        .pickerStyle(.menu)
        .frame(width: 240)
      }
      CatalogGroup("Inline") {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.title) }
        }
        .pickerStyle(.inline)
        .frame(width: 240)
      }
      CatalogGroup("Menus") {
        HStack(spacing: 16) {
          Menu("Actions") {
            Button("Duplicate") { log = "Duplicate" }
            Button("Rename") { log = "Rename" }
            Divider()
            Menu("Share") {
              Button("Mail") { log = "Share by mail" }
              Button("Messages") { log = "Share by messages" }
            }
            Button("Delete", role: .destructive) { log = "Delete" }
          }
          Text("Right-click me")
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.15)))
            .contextMenu {
              Button("Copy") { log = "Copy" }
              Button("Paste") { log = "Paste" }
            }
        }
      }
      Text("\(flavor.title), size \(size) — \(log)").foregroundStyle(.secondary)
    }
  }
}
