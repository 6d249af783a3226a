import Easel
import Foundation

/// Makes the app's own copy of a picture the user chose as their profile picture: a 512 × 512 PNG, cropped to the
/// centred square, in the data folder.
///
/// Each step refuses what it cannot handle before spending memory on it: the file's size before reading it, the
/// image's dimensions (from its header where the format is known) before decoding it.
@MainActor
public struct AvatarImporter {
  /// The largest file read: 20 MB, more than any photo a phone takes.
  public static let maximumFileSize = 20 * 1024 * 1024
  /// The most pixels decoded: 40 megapixels (160 MB decoded).
  public static let maximumPixelCount = 40_000_000
  /// The side of the stored square picture, in pixels.
  public static let side = 512

  /// Why a chosen file cannot become the profile picture.
  public enum Failure: Error, Hashable, Sendable {
    /// The file could not be opened or read.
    case unreadableFile(String)
    /// The file is bigger than ``AvatarImporter/maximumFileSize``.
    case fileTooLarge(bytes: Int)
    /// The file is not an image in a format the app reads, or it is damaged.
    case notAnImage(String)
    /// The image has more than ``AvatarImporter/maximumPixelCount`` pixels.
    case tooManyPixels(width: Int, height: Int)
    /// The picture could not be drawn or saved.
    case couldNotSave(String)
  }

  /// Where the pictures go: the store's data folder.
  public let folder: URL

  /// An importer writing into `folder`.
  public init(folder: URL) { self.folder = folder }

  /// Reads, checks and converts the image at `url`, and writes the square picture into ``folder`` under a new name
  /// (atomically, so a crash leaves no half-written picture). Returns the new file.
  public func importImage(from url: URL) throws(Failure) -> URL {
    let data = try Self.read(url)
    if let size = ImageHeader.pixelSize(of: data) {
      try Self.checkPixels(width: size.width, height: size.height)
    }
    // gdk-pixbuf decodes a PNG or JPEG cut short without complaint, filling in the missing rows; a picture half
    // missing is a damaged file to the user.
    guard ImageHeader.isComplete(data) else { throw .notAnImage("The file ends before the image does.") }
    let image: UIImage
    do {
      image = try UIImage(decoding: data)
    } catch ImageDecodingError.tooLarge(let width, let height) {
      throw .tooManyPixels(width: width, height: height)
    } catch {
      throw .notAnImage(String(describing: error))
    }
    // Formats whose header the app does not read are checked once decoded.
    try Self.checkPixels(width: Int(image.bitmap.pixelSize.width), height: Int(image.bitmap.pixelSize.height))
    guard let png = Self.squarePNG(of: image) else { throw .couldNotSave("The picture could not be drawn.") }
    let file = folder.appendingPathComponent("avatar-\(UUID().uuidString.lowercased()).png")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try png.write(to: file, options: .atomic)
    } catch {
      throw .couldNotSave(error.localizedDescription)
    }
    return file
  }

  /// The file's bytes, refusing a file over the limit before reading it, and stopping at the limit while reading
  /// (a special file can claim a size of 0 and go on forever).
  private static func read(_ url: URL) throws(Failure) -> Data {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    } catch {
      throw .unreadableFile(error.localizedDescription)
    }
    if attributes[.type] as? FileAttributeType == .typeDirectory {
      throw .unreadableFile("It is a folder.")
    }
    let claimed = (attributes[.size] as? NSNumber)?.intValue ?? 0
    if claimed > maximumFileSize { throw .fileTooLarge(bytes: claimed) }
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
      if data.count > maximumFileSize { throw Failure.fileTooLarge(bytes: data.count) }
      return data
    } catch let failure as Failure {
      throw failure
    } catch {
      throw .unreadableFile(error.localizedDescription)
    }
  }

  private static func checkPixels(width: Int, height: Int) throws(Failure) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || pixels > maximumPixelCount { throw .tooManyPixels(width: width, height: height) }
  }

  /// The centred square of `image`, scaled to ``side`` × ``side``, as PNG data.
  static func squarePNG(of image: UIImage) -> Data? {
    let side = CGFloat(Self.side)
    let renderer = ImageRenderer(
      content: Image(uiImage: image).resizable().scaledToFill().frame(width: side, height: side).clipped())
    renderer.scale = 1
    return renderer.uiImage?.pngData()
  }
}
