import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct ImageRendererTests {
  init() { ViewHost.prepareRendering() }

  /// Pure red (`Color.red` is the system's slightly orange red).
  private let pureRed = Color(red: 1, green: 0, blue: 0)

  /// The pixels of `image`, read back from its PNG data.
  private func pixels(of image: UIImage?) throws -> CairoBitmap {
    let data = try #require(image?.pngData())
    return try CairoBitmap(pngData: data)
  }

  @Test func rendersAViewAtItsIdealSizeTimesTheScale() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 40, height: 20))
    renderer.scale = 2
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == 2)
    let bitmap = try pixels(of: image)
    #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (80, 40))
    for (x, y) in [(0, 0), (79, 39), (40, 20)] {
      #expect(bitmap.pixel(x: x, y: y) == (255, 0, 0, 255))
    }
  }

  @Test func leavesWhatTheContentDoesNotCoverTransparent() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 40, height: 20).padding(10))
    renderer.scale = 2
    let bitmap = try pixels(of: renderer.uiImage)
    #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (120, 80))
    #expect(bitmap.pixel(x: 60, y: 40) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 5, y: 5).a == 0)
    #expect(bitmap.pixel(x: 115, y: 75).a == 0)
  }

  @Test func anOpaqueImageHasNoTransparentPixels() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 10, height: 10).padding(5))
    renderer.isOpaque = true
    let bitmap = try pixels(of: renderer.uiImage)
    #expect(bitmap.pixel(x: 1, y: 1) == (0, 0, 0, 255))
    #expect(bitmap.pixel(x: 10, y: 10) == (255, 0, 0, 255))
  }

  @Test func honoursTheProposedSize() throws {
    let renderer = ImageRenderer(content: Color.blue)
    renderer.proposedSize = ProposedViewSize(width: 30, height: 12)
    #expect(renderer.uiImage?.size == CGSize(width: 30, height: 12))
    // A dimension left unspecified takes the view's ideal size.
    let text = ImageRenderer(content: Text("Hello").frame(height: 25))
    text.proposedSize = ProposedViewSize(width: nil, height: 40)
    let ideal = try #require(ImageRenderer(content: Text("Hello")).uiImage?.size)
    #expect(text.uiImage?.size == CGSize(width: ideal.width, height: 25))
  }

  @Test func drawsTextWithTheWindowRenderer() throws {
    let renderer = ImageRenderer(content: Text("Hello").foregroundStyle(.black))
    let bitmap = try pixels(of: renderer.uiImage)
    var inked = 0
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth where bitmap.pixel(x: x, y: y).a > 128 { inked += 1 }
    }
    #expect(inked > 20)
  }

  @Test func followsChangesOfTheContent() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 4, height: 4))
    #expect(try pixels(of: renderer.uiImage).pixel(x: 1, y: 1) == (255, 0, 0, 255))
    var changes = 0
    let subscription = renderer.objectWillChange.sink { changes += 1 }
    renderer.content = Color.green.frame(width: 4, height: 4)
    #expect(changes == 1)
    #expect(try pixels(of: renderer.uiImage).pixel(x: 1, y: 1).g > 100)
    _ = subscription
  }

  @Test func pngDataDecodesBackToTheSameSize() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 40, height: 20))
    renderer.scale = 2
    let png = try #require(renderer.uiImage?.pngData())
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try #require(UIImage(data: png))
    #expect(decoded.bitmap.pixelSize == CGSize(width: 80, height: 40))
  }

  @Test func jpegDataDecodesBackToTheSameSize() throws {
    let renderer = ImageRenderer(content: pureRed.frame(width: 40, height: 20))
    let jpeg = try #require(renderer.uiImage?.jpegData(compressionQuality: 0.8))
    #expect(jpeg.starts(with: [0xFF, 0xD8]))
    let decoded = try #require(UIImage(data: jpeg))
    #expect(decoded.bitmap.pixelSize == CGSize(width: 40, height: 20))
  }

  @Test func anEmptyViewGivesNoImage() {
    #expect(ImageRenderer(content: EmptyView()).uiImage == nil)
  }
}
