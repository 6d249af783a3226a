import EaselPreviewKit
import Foundation

/// `easel-preview --png DIR`: renders every preview of the target to `DIR/<id>.png` and lists them; fails when the
/// target does not build or a preview does not render.
enum PNGExport {
  static func run(_ command: PreviewCommand, directory: String, root: String) throws -> Bool {
    let project = try PreviewProject(
      root: root, targetName: command.target, file: command.file, scratchPath: command.scratchPath)
    let previews = try project.discover()
    let program = try PreviewBuilder(root: root, extraArguments: command.buildArguments)
      .build(product: project.package.productName(of: project.executable))
    let outcomes = try PreviewRenderer(program: program, root: root)
      .render(previews, into: URL(fileURLWithPath: directory), dark: command.dark, scale: command.scale)
    for outcome in outcomes {
      let place = "\(outcome.preview.fileID):\(outcome.preview.line)"
      let name = outcome.name ?? "Preview"
      if let image = outcome.image, let width = outcome.width, let height = outcome.height {
        print("\(place) \(name) \(Int(width))×\(Int(height)) → \(image.path)")
      } else {
        print("\(place) \(name) FAILED: \(outcome.failure ?? "")")
      }
    }
    if previews.isEmpty { print("\(project.target.name) has no previews.") }
    return outcomes.allSatisfy { $0.failure == nil }
  }
}
