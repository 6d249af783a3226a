import ControlCatalog
import Easel
import EaselTesting
import Foundation

extension FuzzScreens {
  /// The control catalog: the window with its sidebar, and each page alone.
  static var controlCatalog: [FuzzScreen] {
    let window = FuzzScreen(app: "Control Catalog", name: "window") {
      let folder = FuzzFolder("catalog")
      let host = ViewHost(CatalogView().defaultAppStorage(folder.defaults), size: CGSize(width: 980, height: 720))
      host.layout()
      return FuzzTarget(host: host, folder: folder)
    }
    return [window]
      + CatalogSection.allCases.map { section in
        FuzzScreen(app: "Control Catalog", name: section.title) {
          let folder = FuzzFolder("catalog")
          let host = ViewHost(
            CatalogPage(section).padding(24).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
              .defaultAppStorage(folder.defaults),
            size: CGSize(width: 720, height: 760))
          host.layout()
          return FuzzTarget(host: host, folder: folder)
        }
      }
  }
}
