import Foundation

/// `easel-preview`'s command line: `[--target T] [--png DIR] [--dark] [--scale N] [--scratch-path P] [FILE]`.
struct PreviewCommand {
  var target: String?
  var file: String?
  /// Where `--png` writes, or `nil` to open the window.
  var pngDirectory: String?
  var dark = false
  var scale = 1.0
  /// `swift build`'s scratch path, when not the package's `.build`.
  var scratchPath: String?

  static let usage = """
    usage: easel-preview [--target T] [--png DIR] [--dark] [--scale N] [--scratch-path P] [Sources/…/File.swift]
      Finds the #Preview blocks and PreviewProvider types of a target of the package in the current folder,
      builds the target's app and shows the previews in a window, rebuilt when a file is saved.
      --png DIR  renders every preview to DIR/<File>-<line>.png instead, and exits.
    """

  init(arguments: [String]) throws {
    var rest = arguments[...]
    func value(of option: String) throws -> String {
      guard let value = rest.popFirst() else { throw UsageError(message: "\(option) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--target": target = try value(of: argument)
      case "--png": pngDirectory = try value(of: argument)
      case "--dark": dark = true
      case "--scale":
        guard let scale = Double(try value(of: argument)), scale > 0 else {
          throw UsageError(message: "--scale needs a positive number")
        }
        self.scale = scale
      case "--scratch-path": scratchPath = try value(of: argument)
      case "-h", "--help": throw UsageError(message: nil)
      default:
        guard !argument.hasPrefix("-"), file == nil else { throw UsageError(message: "unknown argument \(argument)") }
        file = argument
      }
    }
  }

  /// The builder's extra `swift build` arguments.
  var buildArguments: [String] { scratchPath.map { ["--scratch-path", $0] } ?? [] }
}

/// A command line `easel-preview` does not understand; `message` is `nil` when help was asked for.
struct UsageError: Error {
  let message: String?
}
