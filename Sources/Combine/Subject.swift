/// A publisher that code sends values into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to every subscriber.
  func send(_ value: Output)
  /// Ends the stream for every subscriber; later values are dropped.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends `()` to every subscriber.
  public func send() { send(()) }
}
