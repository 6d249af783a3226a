/// Namespace of subscriber types, as in Combine.
public enum Subscribers {
  /// How a publisher ended: normally, or with an error.
  public enum Completion<Failure: Error> {
    /// The publisher sent all its values.
    case finished
    /// The publisher stopped because of `Failure`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
