import Foundation

extension Publishers {
  /// Connects its upstream publisher while it has subscribers: `autoconnect()`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher being connected.
    public let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: (any Cancellable)?

    /// Connects `upstream` while this publisher has subscribers.
    public init(_ upstream: Upstream) { self.upstream = upstream }

    public func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      let subscription = upstream.subscribe(receiveValue)
      let connectNow = lock.withLock {
        subscribers += 1
        return subscribers == 1
      }
      if connectNow {
        let made = upstream.connect()
        lock.withLock { connection = made }
      }
      return AnyCancellable { [self] in
        subscription.cancel()
        let ended: (any Cancellable)? = lock.withLock {
          subscribers -= 1
          guard subscribers == 0 else { return nil }
          defer { connection = nil }
          return connection
        }
        ended?.cancel()
      }
    }
  }
}
