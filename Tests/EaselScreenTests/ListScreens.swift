import Easel
import EaselTesting
import Foundation
import Testing

/// A settings-like list: a section of rows with a header, a selected row, a section with a footer.
struct ListScreen: View {
  let style: ListStyleKind
  @State private var selection: String? = "Wi-Fi"

  var body: some View {
    let list = List(selection: $selection) {
      Section("Network") {
        ForEach(["Wi-Fi", "Bluetooth", "Cellular"], id: \.self) { name in Text(name) }
      }
      Section {
        ForEach(["General", "Display", "Sounds", "Privacy"], id: \.self) { name in Text(name) }
      } header: {
        Text("Device")
      } footer: {
        Text("Changes apply at once.")
      }
    }
    switch style {
    case .plain: list.listStyle(.plain)
    default: list.listStyle(.insetGrouped)
    }
  }
}

@MainActor
@Suite struct ListScreens {
  private let size = CGSize(width: 320, height: 480)

  @Test(arguments: [ColorScheme.light, .dark])
  func plainList(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "list-plain-dark" : "list-plain"
    let screen = renderScreen(ListScreen(style: .plain), named: name, size: size, colorScheme: colorScheme)
    let wifi = try #require(screen.frame(of: "Wi-Fi"))
    #expect(wifi.minX == 16)
    // The selected row is tinted with the accent colour, edge to edge.
    #expect(screen.pixel(300, wifi.midY).b > screen.pixel(300, wifi.midY).r)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func insetGroupedList(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "list-inset-grouped-dark" : "list-inset-grouped"
    let screen = renderScreen(ListScreen(style: .insetGrouped), named: name, size: size, colorScheme: colorScheme)
    let general = try #require(screen.frame(of: "General"))
    #expect(general.minX == 32)
    // Outside the group: the grouped background; inside: the raised row colour.
    let grouped = colorScheme == .dark ? Pixel(r: 28, g: 28, b: 30) : Pixel(r: 242, g: 242, b: 247)
    #expect(screen.pixel(8, general.midY).isClose(to: grouped, tolerance: 2))
    #expect(screen.pixel(200, general.midY) != screen.pixel(8, general.midY))
  }
}
