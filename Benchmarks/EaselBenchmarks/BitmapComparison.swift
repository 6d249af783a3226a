import CGtk
import EaselCairo

/// Counts the pixels in which two bitmaps of the same size differ, to check that what is timed draws the same
/// image as what it is compared with.
enum BitmapComparison {
  static func differingPixels(_ a: CairoBitmap, _ b: CairoBitmap) -> Int {
    precondition(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight, "bitmaps of different sizes")
    cairo_surface_flush(a.surface)
    cairo_surface_flush(b.surface)
    let strideA = Int(cairo_image_surface_get_stride(a.surface))
    let strideB = Int(cairo_image_surface_get_stride(b.surface))
    let dataA = UnsafeRawPointer(cairo_image_surface_get_data(a.surface)!)
    let dataB = UnsafeRawPointer(cairo_image_surface_get_data(b.surface)!)
    var count = 0
    for y in 0..<a.pixelHeight {
      let rowA = (dataA + y * strideA).assumingMemoryBound(to: UInt32.self)
      let rowB = (dataB + y * strideB).assumingMemoryBound(to: UInt32.self)
      for x in 0..<a.pixelWidth where rowA[x] != rowB[x] { count += 1 }
    }
    return count
  }
}
