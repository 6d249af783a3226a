import Easel
import EaselTesting
import Foundation
import Testing

/// A settings form as apps write it: toggles, a picker, a stepper, labeled values, a disclosure group, headers and
/// a footer.
struct SettingsFormScreen: View {
  @State private var previews = true
  @State private var sounds = false
  @State private var theme = "System"
  @State private var fontSize = 14
  @State private var advanced = true

  var body: some View {
    Form {
      Section("Notifications") {
        Toggle("Show previews", isOn: $previews)
        Toggle("Play sounds", isOn: $sounds)
        Picker("Theme", selection: $theme) {
          ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
        }
      }
      Section {
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 9...32)
        DisclosureGroup("Advanced", isExpanded: $advanced) {
          Toggle("Debug logging", isOn: .constant(true))
        }
      } header: {
        Text("Editor")
      } footer: {
        Text("Changes apply to new windows.")
      }
      Section("About") {
        LabeledContent("Version", value: "2.1 (480)")
        LabeledContent("Storage", value: 1_250_000, format: .byteCount(style: .file))
      }
    }
  }
}

/// A table of values in a `Grid`: a header row, a divider, aligned columns and a spanning total.
struct GridScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
        GridRow {
          Text("Item").font(.headline)
          Text("Qty").font(.headline)
          Text("Price").font(.headline).gridColumnAlignment(.trailing)
        }
        Divider()
        GridRow {
          Text("Espresso")
          Text("2")
          Text("5.00")
        }
        GridRow {
          Text("Blueberry muffin")
          Text("1")
          Text("3.25")
        }
        Divider()
        GridRow {
          Text("Total").font(.headline).gridCellColumns(2)
          Text("8.25").font(.headline)
        }
      }
      .padding(16)
      .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
      ViewThatFits(in: .horizontal) {
        Label("Share with friends", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
        Image(systemName: "square.and.arrow.up")
      }
      .frame(width: 80, alignment: .leading)
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct FormScreens {
  @Test(arguments: [ColorScheme.light, .dark])
  func settingsForm(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "form-settings-dark" : "form-settings-light"
    let screen = renderScreen(
      SettingsFormScreen(), named: name, size: CGSize(width: 420, height: 640), colorScheme: colorScheme)
    let previews = try #require(screen.frame(of: "Show previews"))
    #expect(previews.minX == 32)
    let version = try #require(screen.frame(of: "2.1 (480)"))
    #expect(abs(version.maxX - (420 - 32)) < 1)
    #expect(screen.frame(of: "Debug logging") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func grid(colorScheme: ColorScheme) throws {
    let name = colorScheme == .dark ? "grid-dark" : "grid-light"
    let screen = renderScreen(
      GridScreen(), named: name, size: CGSize(width: 360, height: 260), colorScheme: colorScheme)
    let price = try #require(screen.frame(of: "Price"))
    let total = try #require(screen.frame(of: "8.25"))
    #expect(abs(price.maxX - total.maxX) < 1)
    // The narrow frame shows the icon alone, not the labelled button.
    #expect(screen.frame(of: "Share with friends") == nil)
  }
}
