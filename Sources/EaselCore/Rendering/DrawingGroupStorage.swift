/// What a renderer keeps for one drawing group from frame to frame: its offscreen image.
///
/// The view that draws the group owns the storage and puts the same one in every list it draws, so a renderer can
/// find the image it made for the group last time; the image goes when the view and the lists that hold it go.
@MainActor
public final class DrawingGroupStorage {
  /// The renderer's cached image and whatever it needs to know whether the image is current.
  public var rendererCache: AnyObject?

  /// An empty storage.
  public init() {}
}
