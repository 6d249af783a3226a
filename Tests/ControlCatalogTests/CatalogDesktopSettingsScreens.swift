import ControlCatalog
import Easel
import EaselTesting
import Foundation
import Testing

/// The catalog's controls as the desktop's accessibility settings show them: increased contrast in both
/// appearances, and large text (GNOME's "Large Text" is `.xxLarge`), set on the root environment as the desktop
/// host sets them.
@MainActor
@Suite struct CatalogDesktopSettingsScreens {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  private func expectPage(
    _ section: CatalogSection, _ name: String, colorScheme: ColorScheme = .light,
    _ change: (inout EnvironmentValues) -> Void
  ) {
    let host = ViewHost(
      CatalogPage(section).padding(24).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .defaultAppStorage(CatalogStore.fresh()),
      size: CGSize(width: 720, height: 760), colorScheme: colorScheme)
    change(&host.graph.rootEnvironment)
    host.advance(by: 2)
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func buttonsInIncreasedContrast(colorScheme: ColorScheme) {
    expectPage(.buttons, "buttons-\(colorScheme == .dark ? "dark" : "light")-high-contrast", colorScheme: colorScheme) {
      $0.colorSchemeContrast = .increased
    }
  }

  @Test func formsWithLargeText() { expectPage(.forms, "forms-large-text") { $0.dynamicTypeSize = .xxLarge } }
}
