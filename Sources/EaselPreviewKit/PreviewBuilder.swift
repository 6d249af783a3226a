import Foundation

/// Builds the program that renders a target's previews: `swift build --product <executable>`, incremental, with the
/// program's symbols exported so that it finds its own `#Preview` functions (`--export-dynamic`, which changes only
/// the link, so the build shares every compiled module with a plain `swift build`).
public struct PreviewBuilder: Sendable {
  /// The package's folder.
  public let root: String
  /// Extra `swift build` arguments, such as `--scratch-path`.
  public let extraArguments: [String]

  public init(root: String, extraArguments: [String] = []) {
    self.root = root
    self.extraArguments = extraArguments
  }

  /// Builds `product` and returns its program's path; throws ``PreviewError/buildFailed(_:log:)`` with the
  /// compiler's errors when it does not build.
  public func build(product: String) throws -> String {
    let arguments = ["swift", "build", "--product", product, "-Xlinker", "--export-dynamic"] + extraArguments
    let output = try ProcessRunner.run(arguments, in: root)
    guard output.status == 0, !output.crashed else {
      let log = output.standardOutput + output.standardError
      throw PreviewError.buildFailed(BuildDiagnostic.errors(in: log), log: log)
    }
    let binPath = try ProcessRunner.run(["swift", "build", "--show-bin-path"] + extraArguments, in: root)
    return binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
  }
}
