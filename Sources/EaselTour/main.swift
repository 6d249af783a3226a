import Easel
import EaselTesting
import Foundation

// Renders a tour of Easel's screens to PNG files. Windows come with the GTK host; until then this is what
// `make run` shows, and it is also how the README's screenshots are made.
let arguments = CommandLine.arguments.dropFirst()
let directory = URL(fileURLWithPath: arguments.first ?? "out/tour", isDirectory: true)

MainActor.assumeIsolated {
  let screens: [(name: String, view: AnyView, size: CGSize, scheme: ColorScheme)] = [
    ("profile-card", AnyView(ProfileCard()), CGSize(width: 460, height: 330), .light),
    ("shapes", AnyView(ShapesGallery()), CGSize(width: 460, height: 200), .light),
    ("shapes-dark", AnyView(ShapesGallery()), CGSize(width: 460, height: 200), .dark),
  ]
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for screen in screens {
      let host = ViewHost(screen.view, size: screen.size, colorScheme: screen.scheme, scale: 2)
      let url = directory.appendingPathComponent(screen.name + ".png")
      try host.render().write(to: url)
      print("Rendered \(url.path)")
    }
  } catch {
    FileHandle.standardError.write(Data("easel-tour: \(error)\n".utf8))
    exit(1)
  }
}
