import ContentChecking
import Foundation
import Parsta

// `make content-check`: checks parSta!'s bundled lessons and questions, prints what it checked and what it found, and
// exits 1 when anything is wrong. `--structure` skips the toolchain (compiling and running every sample).
let arguments = CommandLine.arguments.dropFirst()
let content: ContentLibrary
do {
  content = try ContentLibrary.bundled()
} catch {
  print("FAILED the content cannot be read: \(error)")
  exit(1)
}
var report = ContentStructureCheck().check(content)
if !arguments.contains("--structure") {
  let toolchain = ToolchainCheck(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
  guard toolchain.isAvailable else {
    print("FAILED swift and swiftc are not on the PATH, so the code cannot be checked")
    exit(1)
  }
  report.append(await toolchain.check(content))
}
print(report)
exit(report.passed ? 0 : 1)
