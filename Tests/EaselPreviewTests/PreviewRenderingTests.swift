import EaselCairo
import EaselPreviewKit
import Foundation
import Testing

/// The `PreviewFixture` program (built with the tests) renders the previews its sources hold: `#Preview` blocks
/// compiled in Swift 6 and Swift 5 modes, a `PreviewProvider`, and one preview that crashes.
@Suite(.serialized) struct PreviewRenderingTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The fixture's previews, found in its sources as `easel-preview` finds them.
  static func fixturePreviews() throws -> [DiscoveredPreview] {
    try PreviewDiscovery.previews(
      inFileAt: packageRoot.appendingPathComponent("Tests/PreviewFixture/FixtureCard.swift").path,
      module: "PreviewFixture")
      + PreviewDiscovery.previews(
        inFileAt: packageRoot.appendingPathComponent("Tests/PreviewFixtureSwift5/Swift5Card.swift").path,
        module: "PreviewFixtureSwift5")
  }

  static var fixtureProgram: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PreviewFixture")
  }

  @Test func theFixturesPreviewsAreFoundInBothLanguageModes() throws {
    let previews = try Self.fixturePreviews()
    #expect(previews.map(\.name) == [nil, "Fits", "Fixed", "Landscape", "Crashes", "FixtureCard_Previews", "Swift 5"])
    #expect(previews.map(\.line) == [13, 17, 21, 23, 27, 41, 14])
  }

  @Test func everyPreviewRendersToAPNGAtItsSizeAndACrashIsReported() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.fixtureProgram.path),
      "build the PreviewFixture target: \(Self.fixtureProgram.path)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-png-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcomes = try PreviewRenderer(program: Self.fixtureProgram.path, root: Self.packageRoot.path)
      .render(try Self.fixturePreviews(), into: folder)
    let byName = Dictionary(outcomes.map { ($0.name ?? "unnamed", $0) }, uniquingKeysWith: { first, _ in first })
    #expect(outcomes.count == 7)
    // The names the program registered: #Preview's, and the provider's previewDisplayName.
    #expect(Set(byName.keys) == ["unnamed", "Fits", "Fixed", "Landscape", "Crashes", "From a provider", "Swift 5"])
    #expect(byName["unnamed"].map { [$0.width, $0.height] } == [393, 852])
    #expect(byName["Fixed"].map { [$0.width, $0.height] } == [200, 120])
    #expect(byName["Landscape"].map { [$0.width, $0.height] } == [852, 393])
    let crash = try #require(byName["Crashes"])
    #expect(crash.image == nil)
    #expect(crash.failure?.contains("crashed") == true)
    #expect(crash.failure?.contains("CrashingView crashed") == true)
    // Fitting previews are the card's own size: its text with 12 points of padding, orange in the middle of an edge.
    for name in ["Fits", "From a provider", "Swift 5"] {
      let outcome = try #require(byName[name])
      let image = try #require(outcome.image, "\(name): \(outcome.failure ?? "")")
      let bitmap = try CairoBitmap(pngData: Data(contentsOf: image))
      #expect(bitmap.pixelWidth > 24 && bitmap.pixelWidth < 300, "\(name) is \(bitmap.pixelWidth) wide")
      #expect(bitmap.pixelHeight > 16 && bitmap.pixelHeight < 80, "\(name) is \(bitmap.pixelHeight) high")
      let (red, green, blue, _) = bitmap.pixel(x: 2, y: bitmap.pixelHeight / 2)
      #expect(red > 200 && blue < 120 && green > 80, "\(name)'s edge is \(red), \(green), \(blue)")
    }
  }
}
