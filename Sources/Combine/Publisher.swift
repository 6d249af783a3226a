import Foundation

/// A source of values over time, as Combine's `Publisher`.
///
/// Combine does not exist on Linux; this module keeps the part apps use. A custom publisher implements
/// ``subscribe(_:)`` — and ``subscribe(receiveCompletion:receiveValue:)`` if it ends — instead of Combine's
/// subscriber and demand protocols: every subscriber takes all values as they come.
public protocol Publisher<Output, Failure> {
  /// The values the publisher sends.
  associatedtype Output
  /// The error that ends the publisher; `Never` for publishers that never fail.
  associatedtype Failure: Error

  /// Starts sending values to `receiveValue` until the returned cancellable is cancelled or released.
  func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable

  /// Starts sending values to `receiveValue`, then the end of the stream to `receiveCompletion`, until the
  /// returned cancellable is cancelled or released.
  ///
  /// The default sends the values of ``subscribe(_:)`` and never completes, which suits endless publishers.
  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher {
  public func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribe(receiveValue)
  }

  /// Calls `receiveValue` with each value and `receiveCompletion` when the publisher ends, until the returned
  /// cancellable is cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value until the returned cancellable is cancelled or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

/// A publisher whose values end with a completion: it implements `subscribe(receiveCompletion:receiveValue:)`, and
/// its `subscribe(_:)` sends the same values and ignores the completion.
///
/// An Easel addition: Combine's publishers take subscribers; Easel's take closures, and this gives operators and
/// subjects the values-only form once.
public protocol CompletingPublisher: Publisher {}

extension CompletingPublisher {
  public func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
