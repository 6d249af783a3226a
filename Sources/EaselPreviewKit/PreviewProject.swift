import Foundation

/// The previews of one target of a package: where its sources are, what they hold, and the program that renders
/// them.
public struct PreviewProject: Sendable {
  /// The package.
  public let package: PackageTargets
  /// The previewed target.
  public let target: PackageTargets.Target
  /// The executable target whose program renders the target's previews.
  public let executable: PackageTargets.Target
  /// The one file to preview, or `nil` for the whole target.
  public let file: String?

  /// The project of the package in `root`: the target named `targetName`, or the one holding `file`, or the
  /// package's only Easel app. `scratchPath` is SwiftPM's scratch folder when not `.build` (``PackageTargets``).
  public init(root: String, targetName: String?, file: String?, scratchPath: String? = nil) throws {
    package = try PackageTargets(root: root, scratchPath: scratchPath)
    target = try package.target(named: targetName, holding: file)
    executable = try package.executable(for: target)
    self.file = file.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root + "/")).standardized.path }
  }

  /// The Swift files whose previews are shown.
  public var sourcePaths: [String] {
    let all = package.sourcePaths(of: target)
    return file.map { file in all.filter { $0 == file } } ?? all
  }

  /// The Swift files a change to which changes the previews: the target's and its executable's.
  public var watchedPaths: [String] {
    Array(Set(package.sourcePaths(of: target) + package.sourcePaths(of: executable))).sorted()
  }

  /// The previews in the sources, file by file in order.
  public func discover() throws -> [DiscoveredPreview] {
    try sourcePaths.flatMap { try PreviewDiscovery.previews(inFileAt: $0, module: target.c99name) }
  }
}
