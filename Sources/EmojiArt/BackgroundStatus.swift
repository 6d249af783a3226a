/// Whether a background being set is still loading or has failed (the course's `BackgroundImageFetchStatus`), so
/// the canvas can show a spinner or say why the old background stayed.
public enum BackgroundStatus: Equatable, Sendable {
  /// Nothing is loading.
  case idle
  /// A dropped image is being read and decoded.
  case loading
  /// The last background dropped could not be used; the message says why, as a sentence.
  case failed(String)
}
