/// Why `easel-preview` cannot go on.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
  case packageUnreadable(String)
  case noSuchTarget(String)
  case fileInNoTarget(String)
  case chooseATarget([String])
  case noExecutable(String)
  case buildFailed([BuildDiagnostic], log: String)

  public var description: String {
    switch self {
    case .packageUnreadable(let output): "swift package describe failed:\n\(output)"
    case .noSuchTarget(let name): "The package has no target \(name)."
    case .fileInNoTarget(let file): "\(file) is in no target of the package."
    case .chooseATarget(let apps):
      "Say which target to preview with --target (the package's Easel apps: \(apps.joined(separator: ", ")))."
    case .noExecutable(let name):
      "No executable target that depends on EaselGTK depends on \(name): previews render in such a program."
    case .buildFailed(let diagnostics, let log):
      diagnostics.isEmpty ? "The build failed:\n\(log)" : diagnostics.map(\.description).joined(separator: "\n")
    }
  }
}
