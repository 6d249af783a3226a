import EaselTesting
import Foundation
import Testing

@testable import Easel

@MainActor
@Suite struct ButtonTests {
  private let size = CGSize(width: 240, height: 120)

  /// Counts the actions of the buttons in a view.
  final class Log {
    var entries: [String] = []
  }

  @Test func look() throws {
    let view = VStack(spacing: 10) {
      HStack {
        Button("Automatic") {}
        Button("Default") {}.keyboardShortcut(.defaultAction)
        Button("Delete", role: .destructive) {}
      }
      HStack {
        Button("Plain") {}.buttonStyle(.plain)
        Button("Borderless") {}.buttonStyle(.borderless)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
        Button("Off") {}.disabled(true)
      }
    }.padding()
    for scheme in [ColorScheme.light, .dark] {
      let host = ViewHost(view, size: CGSize(width: 420, height: 120), colorScheme: scheme, scale: 2)
      try host.render().write(to: URL(fileURLWithPath: "/tmp/ctl/buttons-\(scheme).png"))
    }
    let controls = VStack(alignment: .leading, spacing: 12) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      HStack {
        Toggle("Checked", isOn: .constant(true)).toggleStyle(.checkbox)
        Toggle("Unchecked", isOn: .constant(false)).toggleStyle(.checkbox)
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
      }
      Stepper("Count: 3", value: .constant(3), in: 0...10)
      Stepper("At max", value: .constant(10), in: 0...10)
      Slider(value: .constant(0.3))
      Slider(value: .constant(0.7)) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }
    }.padding()
    for scheme in [ColorScheme.light, .dark] {
      let host = ViewHost(controls, size: CGSize(width: 360, height: 300), colorScheme: scheme, scale: 2)
      try host.render().write(to: URL(fileURLWithPath: "/tmp/ctl/controls-\(scheme).png"))
    }
  }
}
