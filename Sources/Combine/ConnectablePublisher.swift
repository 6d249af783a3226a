/// A publisher that sends nothing until it is connected.
public protocol ConnectablePublisher: Publisher {
  /// Starts the publisher; cancel the result to stop it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// A publisher that connects when its first subscriber arrives and disconnects when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}
