import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import GestureLab

/// Gesture Lab as the desktop's settings show it: dark, increased contrast, and large text (GNOME's "Large Text"
/// is `.xxLarge`), set on the window's root environment as the desktop host sets them.
@MainActor
@Suite struct GestureLabDesktopSettingsLookTests {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  private func expectLab(_ name: String, colorScheme: ColorScheme = .light, _ change: (inout EnvironmentValues) -> Void)
  {
    let host = ViewHost(GestureLabView(), size: CGSize(width: 900, height: 760), colorScheme: colorScheme)
    change(&host.graph.rootEnvironment)
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func dark() { expectLab("gesture-lab-dark", colorScheme: .dark) { _ in } }

  @Test func increasedContrast() { expectLab("gesture-lab-high-contrast") { $0.colorSchemeContrast = .increased } }

  @Test func largeText() { expectLab("gesture-lab-large-text") { $0.dynamicTypeSize = .xxLarge } }
}
