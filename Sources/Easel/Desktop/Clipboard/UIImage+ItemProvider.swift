import Foundation

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
  /// PNG, the image format desktop clipboards and drops exchange.
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

  /// Any image format the platform decodes.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
  }

  public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { pngData() }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    try Self(decoding: data)
  }
}
