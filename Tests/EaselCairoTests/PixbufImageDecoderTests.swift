import EaselCairo
import Foundation
import Testing

@testable import Easel

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
