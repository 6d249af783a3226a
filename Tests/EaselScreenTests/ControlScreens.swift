import Easel
import EaselTesting
import Foundation
import Testing

/// Buttons in every style and role, toggles, steppers, sliders, progress views, label styles and a link: the
/// controls of one desktop style, in light and dark.
struct ControlsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Buttons").font(.headline)
      HStack(spacing: 10) {
        Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
        Button("Save") {}.keyboardShortcut(.defaultAction)
        Button("Delete", role: .destructive) {}
        Button("Off") {}.disabled(true)
      }
      HStack(spacing: 10) {
        Button("Plain") {}.buttonStyle(.plain)
        Button("Borderless") {}.buttonStyle(.borderless)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
        Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
      }
      HStack(spacing: 10) {
        Button("Mini") {}.controlSize(.mini)
        Button("Small") {}.controlSize(.small)
        Button("Large") {}.controlSize(.large)
        Link("Easel on the web", destination: URL(string: "https://example.org")!)
      }
      Divider()
      Toggle("Notifications", isOn: .constant(true))
      Toggle("Sounds", isOn: .constant(false))
      HStack(spacing: 16) {
        Toggle("Remember me", isOn: .constant(true)).toggleStyle(.checkbox)
        Toggle("Guest", isOn: .constant(false)).toggleStyle(.checkbox)
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
      }
      Stepper("Quantity: 10", value: .constant(10), in: 0...10)
      Slider(value: .constant(0.35)) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      Divider()
      ProgressView("Uploading", value: 0.6)
      HStack(spacing: 24) {
        ProgressView()
        ProgressView(value: 0.7).progressViewStyle(.circular)
        Label {
          Text("Title only")
        } icon: {
          Circle().frame(width: 12, height: 12)
        }.labelStyle(.titleOnly)
        Label {
          Text("With icon")
        } icon: {
          Circle().fill(.orange).frame(width: 12, height: 12)
        }
      }
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Control screens") @MainActor
struct ControlScreenTests {
  private let size = CGSize(width: 460, height: 600)

  @Test(arguments: [ColorScheme.light, .dark])
  func controlsInOneDesktopStyle(colorScheme: ColorScheme) throws {
    let name = colorScheme == .light ? "controls-light" : "controls-dark"
    let screen = renderScreen(ControlsScreen(), named: name, size: size, colorScheme: colorScheme)
    let save = try #require(screen.frame(of: "Save"))
    let cancel = try #require(screen.frame(of: "Cancel"))
    #expect(save.midY == cancel.midY, "buttons in a row share a baseline")
    #expect(screen.pixel(save.minX - 4, save.midY).isBluish, "the default button is prominent")
    let delete = try #require(screen.frame(of: "Delete"))
    #expect(screen.pixels(in: delete).contains { $0.isReddish })
    let notifications = try #require(screen.frame(of: "Notifications"))
    #expect(screen.pixel(size.width - 20 - 30, notifications.midY).isBluish, "an on switch is tinted")
  }
}

/// Control groups in the default (linked) style: text buttons, symbol buttons, and a disabled one.
struct ControlGroupScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      ControlGroup {
        Button("Back") {}
        Button("Forward") {}
      }
      .controlGroupStyle(.navigation)
      ControlGroup {
        Button("Decrease", systemImage: "minus") {}
        Button("Increase", systemImage: "plus") {}
        Button("Reset") {}.disabled(true)
      }
      ControlGroup {
        Button("List", systemImage: "list.bullet") {}
        Button("Grid", systemImage: "square.grid.2x2") {}
      }
      .labelStyle(.iconOnly)
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Control group screens") @MainActor
struct ControlGroupScreenTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func linkedButtonRows(colorScheme: ColorScheme) throws {
    let name = colorScheme == .light ? "control-groups-light" : "control-groups-dark"
    let screen = renderScreen(
      ControlGroupScreen(), named: name, size: CGSize(width: 360, height: 200), colorScheme: colorScheme)
    let back = try #require(screen.frame(of: "Back"))
    let forward = try #require(screen.frame(of: "Forward"))
    #expect(back.midY == forward.midY)
    let fill = screen.pixel(back.maxX + 2, back.midY).luminance
    let between = stride(from: back.maxX + 2, to: forward.minX - 2, by: 1).map { screen.pixel($0, back.midY).luminance }
    #expect(between.contains { abs($0 - fill) > 20 }, "a separator between the two buttons")
  }
}
