import Foundation
import Testing

@testable import Easel
@testable import EaselCairo
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct PixbufImageDecoderTests {
  let decoder = PixbufImageDecoder()

  @Test func decodesPNGWithPremultipliedAlpha() throws {
    let image = try decoder.decodeImage(from: fixture("red-4x3.png"))
    #expect(image.pixelSize == CGSize(width: 4, height: 3))
    let surface = try #require(image.backing as? CairoImage)
    #expect(surface.pixelWidth == 4 && surface.pixelHeight == 3)
    // Draw it 1:1 and read it back unpremultiplied.
    let bitmap = try render(image, width: 4, height: 3)
    #expect(bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    let half = bitmap.pixel(x: 1, y: 1)
    #expect(half.b >= 254 && half.r == 0 && half.a == 128)
    #expect(bitmap.pixel(x: 3, y: 2).a == 0)
  }

  @Test func decodesJPEGAsOpaque() throws {
    let image = try decoder.decodeImage(from: fixture("green-8x6.jpg"))
    #expect(image.pixelSize == CGSize(width: 8, height: 6))
    let pixel = try render(image, width: 8, height: 6).pixel(x: 4, y: 3)
    #expect(pixel.a == 255)
    #expect(pixel.r < 10 && abs(Int(pixel.g) - 200) < 6 && pixel.b < 10)
  }

  @Test func corruptDataIsUnreadable() throws {
    for name in ["corrupt.png", "truncated.png"] {
      #expect {
        try decoder.decodeImage(from: fixture(name))
      } throws: { error in
        guard case .unreadable(let reason) = error as? ImageDecodingError else { return false }
        return !reason.isEmpty
      }
    }
    #expect(throws: ImageDecodingError.unreadable("The data is empty.")) { try decoder.decodeImage(from: Data()) }
  }

  @Test func hugeImagesAreRejectedFromTheirHeader() throws {
    // The files are tiny: only their headers claim 20000×20000 pixels (1.6 GB decoded).
    for format in ["png", "jpg", "gif"] {
      #expect(throws: ImageDecodingError.tooLarge(width: 20000, height: 20000), "\(format)") {
        try decoder.decodeImage(from: fixture("huge-20000x20000.\(format)"))
      }
    }
    let strict = PixbufImageDecoder(maximumPixelCount: 10)
    #expect(throws: ImageDecodingError.tooLarge(width: 4, height: 3)) {
      try strict.decodeImage(from: fixture("red-4x3.png"))
    }
  }

  @Test func decodesOffTheMainActorConcurrently() async throws {
    let (png, jpeg) = (try fixture("red-4x3.png"), try fixture("green-8x6.jpg"))
    let sizes = try await withThrowingTaskGroup(of: CGSize.self) { group in
      for index in 0..<16 {
        group.addTask { @Sendable in
          try PixbufImageDecoder().decodeImage(from: index.isMultiple(of: 2) ? png : jpeg).pixelSize
        }
      }
      var sizes: [CGSize] = []
      for try await size in group { sizes.append(size) }
      return sizes
    }
    #expect(sizes.count == 16)
    #expect(sizes.filter { $0 == CGSize(width: 4, height: 3) }.count == 8)
  }

  @Test func animatedGIFsShowTheirFirstFrame() throws {
    let frames = animatedGIF(colorIndices: [1, 2, 3])
    let image = try decoder.decodeImage(from: frames)
    #expect(image.pixelSize == CGSize(width: 1, height: 1))
    let pixel = try render(image, width: 1, height: 1).pixel(x: 0, y: 0)
    #expect((pixel.r, pixel.g, pixel.b) == (255, 0, 0))
  }

  @Test func theFirstFrameIsCutBeforeTheDecoderSeesTheRest() {
    let frames = animatedGIF(colorIndices: [1, 2, 3])
    let single = animatedGIF(colorIndices: [1])
    #expect(GIFFirstFrame.cut(frames) == single)
    // A file of one image, a file damaged inside its first image and other formats are left to the loader.
    #expect(GIFFirstFrame.cut(single) == single)
    #expect(GIFFirstFrame.cut(frames.prefix(30)) == frames.prefix(30))
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(GIFFirstFrame.cut(png) == png)
  }

  @Test func aGIFOfThousandsOfFramesIsReadAsOne() throws {
    var hostile = animatedGIF(colorIndices: [1])
    hostile.removeLast()
    for index in 0..<20_000 { hostile += frame(colorIndex: UInt8(index % 4)) }
    hostile.append(0x3B)
    #expect(GIFFirstFrame.cut(hostile).count == animatedGIF(colorIndices: [1]).count)
    let image = try decoder.decodeImage(from: hostile)
    #expect(image.pixelSize == CGSize(width: 1, height: 1))
  }

  /// A 1 × 1 GIF with a frame of each colour in turn, from a table of black, red, green and blue.
  private func animatedGIF(colorIndices: [UInt8]) -> Data {
    var data = Data("GIF89a".utf8) + [1, 0, 1, 0, 0x81, 0, 0]
    data += [0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF]
    for index in colorIndices { data += frame(colorIndex: index) }
    data.append(0x3B)
    return data
  }

  /// A graphic control extension and a 1 × 1 image of one colour: LZW codes clear (4), the colour, end (5) in 3 bits.
  private func frame(colorIndex: UInt8) -> Data {
    Data([0x21, 0xF9, 4, 0, 10, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 4 | colorIndex << 3 | 1 << 6, 1, 0])
  }

  @Test func installIsIdempotent() {
    CairoPlatform.install()
    CairoPlatform.install()
    #expect(PlatformServices.imageDecoder is PixbufImageDecoder)
  }

  private func render(_ image: PlatformImage, width: Int, height: Int) throws -> CairoBitmap {
    let bitmap = CairoBitmap(pixelWidth: width, pixelHeight: height)
    let rect = CGRect(x: 0, y: 0, width: width, height: height)
    let list = DisplayList(items: [item(.image(image, rect, .none), localBounds: rect)])
    bitmap.render(list)
    return bitmap
  }
}
