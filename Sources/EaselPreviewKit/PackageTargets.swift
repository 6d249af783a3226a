import Foundation

/// The targets of the package `easel-preview` runs in, as `swift package describe` reports them: where each one's
/// sources are, and which executable to build to render its previews.
public struct PackageTargets: Sendable {
  /// One target.
  public struct Target: Decodable, Sendable {
    public var name: String
    /// Its module's name.
    public var c99name: String
    /// Its folder, relative to the package.
    public var path: String
    /// Its Swift files, relative to its folder.
    public var sources: [String]
    /// `executable`, `library`, `test`, `macro`…
    public var type: String
    public var target_dependencies: [String]?
    public var product_dependencies: [String]?
    public var product_memberships: [String]?
  }

  /// One product.
  public struct Product: Decodable, Sendable {
    public var name: String
    public var targets: [String]
    /// Whether it is an executable.
    public var isExecutable: Bool

    private enum CodingKeys: String, CodingKey { case name, targets, type }
    private enum Kind: String, CodingKey { case executable }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      targets = try container.decode([String].self, forKey: .targets)
      // The type is an object of one key, the kind: `{"executable": null}`, `{"library": ["automatic"]}`.
      isExecutable = try container.nestedContainer(keyedBy: Kind.self, forKey: .type).contains(.executable)
    }
  }

  private struct Description: Decodable {
    var path: String
    var products: [Product]
    var targets: [Target]
  }

  /// The package's folder.
  public let root: String
  /// Its targets.
  public let targets: [Target]
  /// Its products.
  public let products: [Product]

  /// Reads the description of the package in `root` (runs `swift package describe`), with SwiftPM's scratch folder
  /// at `scratchPath` when it is not the package's `.build`: SwiftPM locks its scratch folder, so a description
  /// asked for while a `swift build` or `swift test` runs in the package waits for it to end unless it names another.
  public init(root: String, scratchPath: String? = nil) throws {
    let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
    let output = try ProcessRunner.run(["swift", "package"] + scratch + ["describe", "--type", "json"], in: root)
    guard output.status == 0 else { throw PreviewError.packageUnreadable(output.standardError) }
    // SwiftPM may print notes before the JSON.
    let json = output.standardOutput.drop { $0 != "{" }
    let description = try JSONDecoder().decode(Description.self, from: Data(json.utf8))
    self.root = description.path
    targets = description.targets
    products = description.products
  }

  /// The name of the executable product whose program is `executable`'s: SwiftPM names the implicit product of an
  /// executable target after the target.
  public func productName(of executable: Target) -> String {
    products.first { $0.isExecutable && $0.targets.contains(executable.name) }?.name
      ?? executable.name
  }

  /// The target named `name`, or the one whose folder holds the file at `file`, or the only executable target
  /// that depends on `EaselGTK`.
  public func target(named name: String?, holding file: String?) throws -> Target {
    if let name {
      guard let target = targets.first(where: { $0.name == name }) else { throw PreviewError.noSuchTarget(name) }
      return target
    }
    if let file {
      let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: root + "/")).standardized.path
      let holding = targets.filter { absolute.hasPrefix(folder(of: $0) + "/") && $0.type != "test" }
      guard let target = holding.max(by: { $0.path.count < $1.path.count }) else {
        throw PreviewError.fileInNoTarget(file)
      }
      return target
    }
    let apps = targets.filter { $0.type == "executable" && startsAnEaselApp($0) }
    guard apps.count == 1, let app = apps.first else { throw PreviewError.chooseATarget(apps.map(\.name)) }
    return app
  }

  /// The absolute paths of `target`'s Swift files.
  public func sourcePaths(of target: Target) -> [String] {
    target.sources.filter { $0.hasSuffix(".swift") }.map { folder(of: target) + "/" + $0 }
  }

  /// The executable whose program holds `target` and opens with `EaselGTK`'s `App.main()`: the target itself when
  /// it is one, else an executable target that depends on it directly.
  public func executable(for target: Target) throws -> Target {
    if target.type == "executable" { return target }
    let candidates = targets.filter {
      $0.type == "executable" && ($0.target_dependencies ?? []).contains(target.name) && startsAnEaselApp($0)
    }
    guard let executable = candidates.min(by: { $0.name < $1.name }) else {
      throw PreviewError.noExecutable(target.name)
    }
    return executable
  }

  /// The absolute folder of `target`.
  public func folder(of target: Target) -> String {
    URL(fileURLWithPath: target.path, relativeTo: URL(fileURLWithPath: root + "/")).standardized.path
  }

  /// Whether `target` links EaselGTK, whose `App.main()` renders previews when asked.
  private func startsAnEaselApp(_ target: Target) -> Bool {
    (target.target_dependencies ?? []).contains("EaselGTK") || (target.product_dependencies ?? []).contains("EaselGTK")
  }
}
