import Foundation

/// The least data a PNG file can have for the size its header claims: deflate compresses at most 1032 to 1, so a file
/// far shorter than its pixels over 1032 is cut short, whatever it says. Checking this first refuses a tiny file that
/// claims 100 megapixels before gdk-pixbuf allocates and clears them, which takes seconds.
enum PNGDataBound {
  /// Whether `data` is a PNG file too short to hold the image its header describes, one of at most `maximumPixels`
  /// pixels (larger ones are refused as too large, which says more).
  static func isCutShort(_ data: Data, maximumPixels: Int) -> Bool {
    let bytes = [UInt8](data.prefix(29))
    // The signature, then the IHDR chunk: length, type, width, height, bit depth, colour type.
    guard bytes.count == 29, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return false }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    guard width <= PixbufImageDecoder.maximumDimension, height <= PixbufImageDecoder.maximumDimension,
      width * height <= maximumPixels
    else { return false }
    let samples: Int
    switch bytes[25] {
    case 2: samples = 3
    case 4: samples = 2
    case 6: samples = 4
    default: samples = 1
    }
    let rowBytes = (width * samples * Int(bytes[24]) + 7) / 8 + 1
    return data.count < rowBytes * height / 1_032
  }
}
