import Foundation

/// A source of values over time, as Combine's `Publisher` (Combine does not exist on Linux).
///
/// Easel keeps the part of Combine that views use: `sink(receiveValue:)`, `onReceive(_:perform:)`,
/// `autoconnect()`. A custom publisher implements ``subscribe(_:)`` instead of Combine's subscriber and demand
/// protocols.
public protocol Publisher<Output, Failure> {
  /// The values the publisher sends.
  associatedtype Output
  /// The error that ends the publisher; `Never` for publishers that never fail.
  associatedtype Failure: Error

  /// Starts sending values to `receiveValue` until the returned cancellable is cancelled or released.
  func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value until the returned cancellable is cancelled or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

/// A publisher that sends nothing until it is connected.
public protocol ConnectablePublisher: Publisher {
  /// Starts the publisher; cancel the result to stop it.
  func connect() -> any Cancellable
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the work.
  func cancel()
}

extension AnyCancellable: Cancellable {}

extension ConnectablePublisher {
  /// A publisher that connects when its first subscriber arrives and disconnects when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public func subscribe(_ receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    sink { receiveValue(()) }
  }
}
