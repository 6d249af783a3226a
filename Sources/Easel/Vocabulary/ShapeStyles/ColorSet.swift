import Foundation
import Synchronization

extension Color {
  /// A color from a color set named `name` in an asset catalog of `bundle` (the main bundle by default), with
  /// its light and dark appearances and their high-contrast variants, as in SwiftUI.
  ///
  /// On Linux an app keeps its catalog as a copied resource (`resources: [.copy("Assets.xcassets")]`), and the
  /// set is read from `Assets.xcassets/<name>.colorset/Contents.json`, the format Xcode writes. A missing or
  /// unreadable set gives a clear color, as SwiftUI does.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(
      storage: ColorSet.storage(named: name, bundle: bundle ?? .main)
        ?? .fixed(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)))
  }

  /// The color set named `name` in an asset catalog of `bundle`, or `nil` when there is none (UIKit's
  /// `UIColor(named:)` tells the two apart).
  package init?(assetCatalogColorNamed name: String, bundle: Bundle) {
    guard let storage = ColorSet.storage(named: name, bundle: bundle) else { return nil }
    self.init(storage: storage)
  }
}

/// Reads color sets from asset catalogs, once per set.
enum ColorSet {
  private static let cache = Mutex<[String: Color.Storage?]>([:])

  /// The set's colors, or `nil` when the catalogs have no readable set of that name.
  static func storage(named name: String, bundle: Bundle) -> Color.Storage? {
    let key = bundle.bundlePath + "/" + name
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let storage = read(named: name, bundle: bundle)
    cache.withLock { $0[key] = .some(storage) }
    return storage
  }

  private struct Contents: Decodable {
    struct Entry: Decodable {
      struct Appearance: Decodable {
        let appearance: String
        let value: String
      }
      struct Definition: Decodable {
        let components: [String: String]
      }
      let appearances: [Appearance]?
      let color: Definition
    }
    let colors: [Entry]
  }

  private static func read(named name: String, bundle: Bundle) -> Color.Storage? {
    let catalogs = ["Assets.xcassets", "Colors.xcassets"].map { bundle.bundleURL.appendingPathComponent($0) }
    for catalog in catalogs {
      let file = catalog.appendingPathComponent("\(name).colorset/Contents.json")
      guard let data = try? Data(contentsOf: file), let contents = try? JSONDecoder().decode(Contents.self, from: data)
      else { continue }
      // Keyed by (dark, high contrast); entries for other appearances are not read.
      var variants: [[Bool]: Color.Resolved] = [:]
      for entry in contents.colors {
        guard let color = resolved(entry.color.components) else { continue }
        let appearances = entry.appearances ?? []
        let isDark = appearances.contains { $0.appearance == "luminosity" && $0.value == "dark" }
        let isHigh = appearances.contains { $0.appearance == "contrast" && $0.value == "high" }
        guard appearances.count == (isDark ? 1 : 0) + (isHigh ? 1 : 0) else { continue }
        variants[[isDark, isHigh]] = color
      }
      guard let light = variants[[false, false]] else { continue }
      let dark = variants[[true, false]]
      let standard: Color.Storage = dark.map { .adaptive(light: light, dark: $0) } ?? .fixed(light)
      let highLight = variants[[false, true]]
      let highDark = variants[[true, true]]
      guard highLight != nil || highDark != nil else { return standard }
      // A catalog's high-contrast variants, for `colorSchemeContrast` .increased; an appearance without one keeps
      // its standard color.
      let increased = Color.Storage.adaptive(light: highLight ?? light, dark: highDark ?? dark ?? light)
      return .contrasting(standard: standard, increased: increased)
    }
    return nil
  }

  /// Components as Xcode writes them: `"0.500"` (0…1), `"128"` (0…255) or `"0x80"`.
  private static func resolved(_ components: [String: String]) -> Color.Resolved? {
    func value(_ key: String) -> Float? {
      guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Float($0) / 255 } }
      guard let number = Float(text) else { return nil }
      return text.contains(".") || number <= 1 ? number : number / 255
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    return Color.Resolved(red: red, green: green, blue: blue, opacity: value("alpha") ?? 1)
  }
}
