import EaselCairo
import Foundation

/// Compares rendered images with reference PNG files, with a small tolerance for anti-aliasing differences.
///
/// Set the environment variable `EASEL_RECORD_REFERENCES=1` to (re)write the references from the current
/// rendering; a missing reference is written too, and reported as a mismatch so it gets looked at.
@MainActor
public enum ReferenceImage {
  /// The outcome of a comparison.
  public struct Comparison: CustomStringConvertible, Sendable {
    /// Whether the image matched the reference within the tolerance.
    public let matches: Bool
    /// What happened, for the test failure message.
    public let description: String
  }

  /// Compares `image` with `<directory>/<name>.png`.
  /// - Parameters:
  ///   - image: The rendering to check.
  ///   - name: The reference image's name, without `.png`.
  ///   - directory: The folder of reference images.
  ///   - channelTolerance: How far a channel may differ before a pixel counts as different.
  ///   - allowedFraction: The fraction of pixels that may differ.
  public static func compare(
    _ image: RenderedImage, named name: String, in directory: URL, channelTolerance: UInt8 = 24,
    allowedFraction: Double = 0.002
  ) -> Comparison {
    let url = directory.appendingPathComponent(name + ".png")
    let recording = ProcessInfo.processInfo.environment["EASEL_RECORD_REFERENCES"] == "1"
    if recording || !FileManager.default.fileExists(atPath: url.path) {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try image.write(to: url)
      } catch {
        return Comparison(matches: false, description: "Could not record \(url.path): \(error)")
      }
      return Comparison(matches: recording, description: "Recorded \(url.path); look at it, then run again.")
    }
    guard let data = try? Data(contentsOf: url), let reference = try? CairoBitmap(pngData: data) else {
      return Comparison(matches: false, description: "The reference \(url.path) could not be read.")
    }
    guard reference.pixelWidth == image.width, reference.pixelHeight == image.height else {
      return Comparison(
        matches: false,
        description:
          "Size \(image.width)×\(image.height) differs from the reference's \(reference.pixelWidth)×\(reference.pixelHeight)."
      )
    }
    var different = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (r, g, b, a) = reference.pixel(x: x, y: y)
        if !image.pixel(x: x, y: y).isClose(to: Pixel(r: r, g: g, b: b, a: a), tolerance: channelTolerance) {
          different += 1
        }
      }
    }
    let fraction = Double(different) / Double(max(1, image.width * image.height))
    let failed = directory.appendingPathComponent(name + ".actual.png")
    if fraction > allowedFraction {
      try? image.write(to: failed)
      return Comparison(
        matches: false,
        description:
          "\(different) pixels (\(String(format: "%.3f", fraction * 100)) %) differ from \(url.path); "
          + "the rendering is at \(failed.path)")
    }
    try? FileManager.default.removeItem(at: failed)
    return Comparison(matches: true, description: "Matches \(url.lastPathComponent)")
  }
}
