import Foundation

/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase {
  /// Not loaded yet: loading, or no URL.
  case empty
  /// Loaded and decoded.
  case success(Image)
  /// The image could not be loaded or decoded.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why loading failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
