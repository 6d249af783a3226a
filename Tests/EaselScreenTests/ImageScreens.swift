import Easel
import EaselTesting
import Foundation
import Testing

/// A 2 × 2 tile of red, green, blue and yellow quadrants, rendered to PNG to make test images.
struct QuadrantTile: View {
  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red
        Color.green
      }
      HStack(spacing: 0) {
        Color.blue
        Color.yellow
      }
    }
  }
}

/// A decoded image at its natural size, stretched, fitted, filled and clipped, with a forced aspect ratio,
/// and clipped to a circle.
struct ImageGalleryScreen: View {
  let image: UIImage

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Images").font(.headline)
      HStack(alignment: .top, spacing: 12) {
        Image(uiImage: image)
        Image(uiImage: image)
          .resizable()
          .interpolation(.none)
          .frame(width: 80, height: 80)
        Image(uiImage: image)
          .resizable()
          .scaledToFit()
          .frame(width: 100, height: 60)
          .background(Color.gray.opacity(0.3))
      }
      HStack(spacing: 12) {
        Image(uiImage: image)
          .resizable()
          .scaledToFill()
          .frame(width: 100, height: 50)
          .clipped()
        Image(uiImage: image)
          .resizable()
          .aspectRatio(2, contentMode: .fit)
          .frame(width: 80)
        Image(uiImage: image)
          .resizable()
          .frame(width: 50, height: 50)
          .clipShape(Circle())
      }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Image screens") @MainActor
struct ImageScreenTests {
  /// PNG data of a 40 × 40 quadrant tile, made by rendering it.
  static func tilePNG() -> Data {
    ViewHost(QuadrantTile(), size: CGSize(width: 40, height: 40)).render().pngData()
  }

  @Test func imagesFromDataScaleFitFillAndClip() throws {
    let image = try #require(UIImage(data: Self.tilePNG()))
    #expect(image.size == CGSize(width: 40, height: 40))
    let screen = renderScreen(
      ImageGalleryScreen(image: image), named: "image-gallery", size: CGSize(width: 300, height: 240))
    let title = try #require(screen.frame(of: "Images"))
    let row = title.maxY + 12
    // Natural size at x = 16…56.
    #expect(screen.pixel(26, row + 10).shows(.red) && screen.pixel(46, row + 30).shows(.yellow))
    #expect(screen.pixel(26, row + 45).isWhite)
    // Stretched to 80 × 80 at x = 68…148.
    #expect(screen.pixel(76, row + 8).shows(.red) && screen.pixel(140, row + 72).shows(.yellow))
    #expect(screen.pixel(140, row + 8).shows(.green) && screen.pixel(76, row + 72).shows(.blue))
    // Fitted: a 60 × 60 image centred in a 100 × 60 frame at x = 160…260, gray bars at the sides.
    let gray = Pixel(r: 221, g: 221, b: 223)
    #expect(screen.pixel(165, row + 30).isClose(to: gray, tolerance: 6))
    #expect(screen.pixel(185, row + 5).shows(.red) && screen.pixel(235, row + 55).shows(.yellow))

    let second = row + 80 + 12
    // Filled: 100 × 100 cropped to the middle 50 rows, nothing drawn outside the frame.
    #expect(screen.pixel(20, second + 5).shows(.red) && screen.pixel(110, second + 45).shows(.yellow))
    #expect(screen.pixel(66, second - 3).isWhite && screen.pixel(66, second + 53).isWhite)
    // 2 : 1 at 80 points wide: 80 × 40, centred vertically in the 50-point row.
    #expect(screen.pixel(132, second + 8).shows(.red) && screen.pixel(204, second + 42).shows(.yellow))
    #expect(screen.pixel(168, second + 2).isWhite)
    // Clipped to a circle at x = 220…270.
    #expect(screen.pixel(222, second + 2).isWhite)
    #expect(screen.pixel(240, second + 15).shows(.red))
  }
}

/// A red disc beside a green square on a transparent background: an image with colours and a shape.
struct TwoShapes: View {
  var body: some View {
    HStack(spacing: 4) {
      Circle().fill(.red)
      Rectangle().fill(.green)
    }
    .frame(width: 60, height: 28)
  }
}

/// The same image in its own colours, and as a template tinted by the foreground style: the default primary, a
/// colour, a gradient.
struct RenderingModeScreen: View {
  let image: UIImage

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Rendering modes").font(.headline)
      HStack(spacing: 12) {
        Image(uiImage: image).renderingMode(.original).foregroundStyle(.blue)
        Image(uiImage: image).renderingMode(.template)
        Image(uiImage: image).renderingMode(.template).foregroundStyle(.blue)
        Image(uiImage: image).renderingMode(.template)
          .foregroundStyle(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
      }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Image rendering mode screens") @MainActor
struct RenderingModeScreenTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func templateImagesTakeTheForegroundStyle(colorScheme: ColorScheme) throws {
    let image = try #require(ImageRenderer(content: TwoShapes()).uiImage)
    let name = colorScheme == .light ? "rendering-mode-light" : "rendering-mode-dark"
    let screen = renderScreen(
      RenderingModeScreen(image: image), named: name, size: CGSize(width: 320, height: 90),
      colorScheme: colorScheme)
    let title = try #require(screen.frame(of: "Rendering modes"))
    let row = title.maxY + 10
    // Original at x = 16…76: the disc red and the square green, whatever the foreground style.
    #expect(screen.pixel(28, row + 14).shows(.red, in: colorScheme))
    #expect(screen.pixel(66, row + 14).shows(.green, in: colorScheme))
    // Primary template at x = 88…148: both shapes the primary colour; the corner beside the disc stays clear.
    let primary = resolved(.primary, in: colorScheme)
    #expect(screen.pixel(100, row + 14).isClose(to: primary, tolerance: 10))
    #expect(screen.pixel(138, row + 14).isClose(to: primary, tolerance: 10))
    #expect(!screen.pixel(89, row + 1).isClose(to: primary, tolerance: 60))
    // Blue template at x = 160…220.
    #expect(screen.pixel(172, row + 14).shows(.blue, in: colorScheme))
    #expect(screen.pixel(210, row + 14).shows(.blue, in: colorScheme))
  }
}
