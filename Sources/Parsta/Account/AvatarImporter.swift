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

/// Reads an image's dimensions from the first bytes of the common formats, so that a huge image is refused before
/// its pixels are decoded.
enum ImageHeader {
  /// Width and height in pixels, for PNG, GIF and JPEG data; `nil` for other formats or a header cut short.
  static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
      guard bytes.count >= 24 else { return nil }
      return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }
    if bytes.starts(with: Array("GIF8".utf8)) {
      guard bytes.count >= 10 else { return nil }
      return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes) }
    return nil
  }

  /// Whether `data` holds a whole file, for formats whose end is marked: a PNG's chunks run to its IEND chunk, a
  /// JPEG ends with its end-of-image marker (cameras may append data after it, so it is looked for near the end).
  /// Other formats are left to the decoder.
  static func isComplete(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      var index = 8
      while index + 12 <= bytes.count {
        let length = bigEndian(bytes, index, 4)
        if bytes[index + 4..<index + 8].elementsEqual("IEND".utf8) { return true }
        index += 12 + length
      }
      return false
    }
    if bytes.starts(with: [0xFF, 0xD8]) {
      let tail = bytes.suffix(1024 * 1024)
      return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
    }
    return true
  }

  /// The size in the first start-of-frame segment, walking the segments that come before it.
  private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      // Markers without a length: TEM, RSTn, SOI.
      if marker == 0x01 || (0xD0...0xD8).contains(marker) {
        index += 2
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard index + 9 <= bytes.count else { return nil }
        return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
