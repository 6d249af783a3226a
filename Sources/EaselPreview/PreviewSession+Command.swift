import EaselPreviewKit
import EaselPreviewWindow
import Foundation

extension PreviewSession {
  /// The session `command` asks for, of the package in `root`: built with `swift build` on every save.
  convenience init(command: PreviewCommand, root: String) throws {
    self.init(
      project: try PreviewProject(
        root: root, targetName: command.target, file: command.file, scratchPath: command.scratchPath),
      source: .build(PreviewBuilder(root: root, extraArguments: command.buildArguments)), scale: command.scale,
      dark: command.dark,
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-\(getpid())"))
  }
}
