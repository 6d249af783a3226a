import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Suite struct ColorSetTests {
  @Test func readsLightAndDarkAppearancesFromAnAssetCatalog() throws {
    let bundleURL = FileManager.default.temporaryDirectory.appendingPathComponent("colorset-\(UUID().uuidString)")
    let set = bundleURL.appendingPathComponent("Assets.xcassets/brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = """
      {"colors": [
        {"color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0.500", "blue": "0", "alpha": "1.000"}},
         "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "51", "green": "102", "blue": "0.2"}}, "idiom": "universal"}
      ]}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(url: bundleURL))
    let color = Color("brand", bundle: bundle)
    var environment = EnvironmentValues()
    #expect(color.resolve(in: environment) == Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 1))
    environment.colorScheme = .dark
    #expect(color.resolve(in: environment) == Color.Resolved(red: 0.2, green: 0.4, blue: 0.2, opacity: 1))
    #expect(Color("missing", bundle: bundle).resolve(in: environment).opacity == 0)
  }

  @Test func readsHighContrastVariantsForIncreasedContrast() throws {
    let bundleURL = FileManager.default.temporaryDirectory.appendingPathComponent("colorset-\(UUID().uuidString)")
    let set = bundleURL.appendingPathComponent("Assets.xcassets/ink.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = """
      {"colors": [
        {"color": {"components": {"red": "0.5", "green": "0.5", "blue": "0.5"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"components": {"red": "0.6", "green": "0.6", "blue": "0.6"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "contrast", "value": "high"}],
         "color": {"components": {"red": "0.2", "green": "0.2", "blue": "0.2"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
         "color": {"components": {"red": "0.9", "green": "0.9", "blue": "0.9"}}, "idiom": "universal"}
      ]}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(url: bundleURL))
    let ink = Color("ink", bundle: bundle)
    var environment = EnvironmentValues()
    #expect(ink.resolve(in: environment).red == 0.5)
    environment.colorSchemeContrast = .increased
    #expect(ink.resolve(in: environment).red == 0.2)
    environment.colorScheme = .dark
    #expect(ink.resolve(in: environment).red == 0.9)
    environment.colorSchemeContrast = .standard
    #expect(ink.resolve(in: environment).red == 0.6)
  }
}
