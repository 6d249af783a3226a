import Foundation

/// The repository's `Tests` folder; tests run in the source tree, as recording reference images needs.
let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// The data of a file in the renderer tests' `Fixtures` folder (`Tests/EaselCairoTests/Fixtures`): small, broken
/// and hostile images.
public func fixture(_ name: String) throws -> Data {
  try Data(contentsOf: testsDirectory.appendingPathComponent("EaselCairoTests/Fixtures").appendingPathComponent(name))
}
