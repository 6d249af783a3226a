import Foundation

extension Image: Transferable {
  /// The image as PNG: a bitmap image with its own pixels, any other image (a symbol, an asset) drawn at its
  /// size.
  public nonisolated static var transferRepresentation: DataRepresentation<Image> {
    DataRepresentation(exportedContentType: .png) { image in
      // Drawing happens on the main actor; the image is a description of what to draw, which nothing changes.
      let box = UncheckedSendable(image)
      guard let data = await MainActor.run(body: { box.value.pngData() }) else {
        throw ItemProviderError.unreadable(UTType.png.identifier)
      }
      return data
    }
  }

  /// The image as PNG data, drawn if it has no bitmap of its own.
  @MainActor
  private func pngData() -> Data? {
    if case .bitmap(let bitmap, let scale) = source { return UIImage(bitmap: bitmap, scale: scale).pngData() }
    return ImageRenderer(content: self).uiImage?.pngData()
  }
}
