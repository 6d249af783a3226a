import EaselGTK
import EaselPreviewKit
import EaselPreviewWindow
import Foundation

// easel-preview: the previews of a target of the package in the current folder, in a window or as PNGs.
let root = FileManager.default.currentDirectoryPath
do {
  let command = try PreviewCommand(arguments: Array(CommandLine.arguments.dropFirst()))
  if let directory = command.pngDirectory {
    exit(try PNGExport.run(command, directory: directory, root: root) ? 0 : 1)
  }
  PreviewWindowApp.session = try PreviewSession(command: command, root: root)
  PreviewWindowApp.mainAsTool()
} catch let error as UsageError {
  if let message = error.message { FileHandle.standardError.write(Data("easel-preview: \(message)\n".utf8)) }
  print(PreviewCommand.usage)
  exit(error.message == nil ? 0 : 64)
} catch {
  FileHandle.standardError.write(Data("easel-preview: \(error)\n".utf8))
  exit(1)
}
