import ControlCatalog
import Easel
import EaselTesting
import Foundation
import Testing

/// Every catalog page in light and dark appearance, compared with reference images
/// (`EASEL_RECORD_REFERENCES=1` records them).
@MainActor
@Suite struct CatalogScreens {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  @Test(arguments: CatalogSection.allCases, [ColorScheme.light, .dark])
  func page(_ section: CatalogSection, colorScheme: ColorScheme) {
    let store = CatalogStore.fresh()
    let host = ViewHost(
      CatalogPage(section).padding(24).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .defaultAppStorage(store),
      size: CGSize(width: 720, height: 760), colorScheme: colorScheme)
    host.advance(by: 2)
    let name = "\(section.rawValue)-\(colorScheme == .dark ? "dark" : "light")"
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func theWholeCatalogWithItsSidebar() {
    let host = ViewHost(CatalogView().defaultAppStorage(CatalogStore.fresh()), size: CGSize(width: 980, height: 720))
    let comparison = ReferenceImage.compare(host.render(), named: "catalog", in: directory)
    #expect(comparison.matches, "\(comparison)")
  }
}
