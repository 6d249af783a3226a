import Easel
import Foundation

/// An outline of folders, group boxes, gauges in each style, and a sortable table.
struct OutlinesPage: View {
  struct Planet: Identifiable {
    let name: String
    let moons: Int
    var id: String { name }
  }

  struct Folder: Identifiable {
    let name: String
    var subfolders: [Folder]?
    var id: String { name }
  }

  static let folders = [
    Folder(
      name: "Documents",
      subfolders: [Folder(name: "Invoices", subfolders: []), Folder(name: "Letters"), Folder(name: "Notes")]),
    Folder(name: "Music", subfolders: [Folder(name: "Albums")]),
    Folder(name: "Readme.txt"),
  ]

  @State private var syncsPhotos = true
  @State private var battery = 72.0
  @State private var planets = [
    Planet(name: "Mercury", moons: 0), Planet(name: "Earth", moons: 1), Planet(name: "Mars", moons: 2),
    Planet(name: "Jupiter", moons: 95),
  ]
  @State private var selectedPlanet: Planet.ID? = "Earth"
  @State private var sortOrder = [KeyPathComparator(\Planet.name)]

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      outlinesAndGauges
      CatalogGroup("Table") {
        Table(planets, selection: $selectedPlanet, sortOrder: $sortOrder) {
          TableColumn("Planet", value: \.name)
          TableColumn("Moons", value: \.moons) { planet in Text("\(planet.moons)") }.width(80)
        }
        .onChange(of: sortOrder) { _, order in planets.sort(using: order) }
        .frame(width: 320, height: 130)
      }
    }
  }

  private var outlinesAndGauges: some View {
    HStack(alignment: .top, spacing: 24) {
      CatalogGroup("Outline group") {
        OutlineGroup(Self.folders, children: \.subfolders) { folder in
          Label(folder.name, systemImage: folder.subfolders == nil ? "doc" : "folder")
        }
        .frame(width: 220, alignment: .leading)
      }
      VStack(alignment: .leading, spacing: 24) {
        CatalogGroup("Group boxes") {
          GroupBox("Sync") {
            Toggle("Sync photos", isOn: $syncsPhotos)
            Text("Last synced today").font(.caption).foregroundStyle(.secondary)
          }
          GroupBox {
            Text("A box without a label")
          }
        }
        CatalogGroup("Gauges") {
          Gauge(value: battery, in: 0...100) {
            Text("Battery")
          } currentValueLabel: {
            Text("\(Int(battery))%")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("100")
          }
          .frame(width: 260)
          HStack(spacing: 16) {
            Gauge(value: battery, in: 0...100) {
              Text("Battery")
            } currentValueLabel: {
              Text("\(Int(battery))")
            } minimumValueLabel: {
              Text("0")
            } maximumValueLabel: {
              Text("100")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: 0.4) {
              Text("CPU")
            } currentValueLabel: {
              Text("40")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: battery, in: 0...100) {
              Text("Level")
            } currentValueLabel: {
              Text("\(Int(battery))")
            } minimumValueLabel: {
              Text("0")
            } maximumValueLabel: {
              Text("100")
            }
            .gaugeStyle(.accessoryLinear)
            .frame(width: 140)
          }
          Slider(value: $battery, in: 0...100) { Text("Battery") }.frame(width: 260)
        }
      }
    }
  }
}
