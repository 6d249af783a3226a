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
  }
}
