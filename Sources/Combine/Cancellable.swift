/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the work.
  func cancel()
}

extension Cancellable {
  /// Keeps the cancellable alive in `set`, wrapped in an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
