// A macOS window of 2021–2025 as written: a sidebar `List` of a file tree (`List(_:children:)`), `OutlineGroup`,
// `GroupBox` and `Gauge` in the detail.
import SwiftUI

struct FileItem: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var children: [FileItem]? = nil
}

let sampleFiles = [
  FileItem(
    name: "Sources",
    children: [FileItem(name: "App.swift"), FileItem(name: "Views", children: [FileItem(name: "Row.swift")])]),
  FileItem(name: "README.md"),
]

struct FileBrowserWindow: View {
  @State private var selection: FileItem.ID?
  @State private var diskUsage = 0.62

  var body: some View {
    NavigationSplitView {
      List(sampleFiles, children: \.children, selection: $selection) { item in
        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
      }
    } detail: {
      VStack(alignment: .leading, spacing: 16) {
        GroupBox(label: Text("Disk")) {
          Gauge(value: diskUsage) {
            Text("Used")
          } currentValueLabel: {
            Text(diskUsage.formatted(.percent))
          }
        }
        GroupBox("Outline") {
          OutlineGroup(sampleFiles, children: \.children) { item in
            Text(item.name)
          }
        }
        Gauge(value: 0.3) { Text("CPU") }
          .gaugeStyle(.accessoryCircularCapacity)
      }
      .padding()
    }
  }
}
