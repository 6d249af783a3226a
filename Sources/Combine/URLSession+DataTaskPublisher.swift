import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A publisher that loads `url` when subscribed to, as Foundation's Combine overlay has it.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that loads `request` when subscribed to.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// Loads a request for each subscriber: sends the data and the response, then finishes, or fails with the
  /// `URLError` the task ended with. Cancelling the subscription cancels the task.
  public struct DataTaskPublisher: CompletingPublisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The request each subscription loads.
    public let request: URLRequest
    /// The session that loads it.
    public let session: URLSession

    /// A publisher that loads `request` in `session`.
    public init(request: URLRequest, session: URLSession) { (self.request, self.session) = (request, session) }

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let delivery = SendableBox((receiveValue, receiveCompletion))
      // A cancelled subscription hears nothing more, not even the task's cancellation error.
      let cancelled = LockedValue(false)
      let task = session.dataTask(with: request) { data, response, error in
        guard !cancelled.update({ $0 }) else { return }
        let (receiveValue, receiveCompletion) = delivery.value
        if let data, let response {
          receiveValue((data, response))
          receiveCompletion(.finished)
        } else {
          let failure = (error as? URLError) ?? URLError(.unknown)
          receiveCompletion(.failure(failure))
        }
      }
      task.resume()
      return AnyCancellable {
        guard !cancelled.exchange(true) else { return }
        task.cancel()
      }
    }
  }
}
