import Foundation

/// The X display the apps open their windows on: a private Xvfb when there is one (so the numbers do not depend
/// on a desktop's compositor), else the session's `DISPLAY`.
struct XDisplay {
  let name: String
  private let server: Process?

  static func start() -> XDisplay? {
    for folder in ["/usr/bin", "/usr/local/bin"] {
      let path = folder + "/Xvfb"
      guard FileManager.default.isExecutableFile(atPath: path) else { continue }
      let server = Process()
      server.executableURL = URL(fileURLWithPath: path)
      // -displayfd picks a free display number and writes it on standard output once the server accepts clients.
      server.arguments = ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
      let output = Pipe()
      server.standardOutput = output
      server.standardError = FileHandle.nullDevice
      guard (try? server.run()) != nil else { continue }
      var text = ""
      while !text.contains("\n") {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !number.isEmpty, Int(number) != nil else {
        server.terminate()
        continue
      }
      return XDisplay(name: ":" + number, server: server)
    }
    if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
      return XDisplay(name: display, server: nil)
    }
    return nil
  }

  func stop() {
    guard let server else { return }
    server.terminate()
    server.waitUntilExit()
  }
}
