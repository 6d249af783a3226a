import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One GET whose whole duration, body size and redirects are bounded, for apps that fetch from servers they do
/// not control (a feed, an image someone dropped).
///
/// URLSession's own timeouts are per packet (`timeoutIntervalForRequest`) or not enforced everywhere
/// (`timeoutIntervalForResource`), so a server sending a byte a second would never time out; this cuts the task off
/// at `timeout` after it started whatever the server does. The body is collected by a delegate, so reading stops
/// (the task is cancelled) as soon as it passes `limit` bytes, or before any byte when the declared length does.
/// Redirects are counted, so a server sending the client round in circles is cut off at once rather than at the
/// timeout.
///
/// ```swift
/// let (data, response) = try await BoundedDownload.get(url, timeout: 10, limit: 2_000_000, accept: "image/*")
/// ```
public enum BoundedDownload {
  /// The redirects a download follows unless told otherwise: more than any real site needs.
  public static let defaultRedirectLimit = 10

  /// Where downloads are cancelled, invalidated and timed out. Not the global queue: its threads are limited to
  /// the cores, and work that blocks there (a cancel waits for its session's busy work queue) can hold a timeout
  /// or another cancel back for seconds; a queue of our own gets a thread of its own.
  private static let controlQueue = DispatchQueue(label: "easel.download-control", attributes: .concurrent)

  /// The body and response of a GET of `url`; runs off the main thread.
  /// - Parameters:
  ///   - timeout: The seconds the whole download may take, from the request to the last byte.
  ///   - limit: The bytes the body may have.
  ///   - redirectLimit: The redirects followed; one more fails with ``DownloadFailure/tooManyRedirects(limit:)``.
  ///   - accept: The request's `Accept` header, if any.
  /// - Throws: A ``DownloadFailure`` saying why there is no body; a cancelled task throws
  ///   ``DownloadFailure/cancelled`` at once.
  @concurrent
  public static func get(
    _ url: URL, timeout: TimeInterval, limit: Int, redirectLimit: Int = defaultRedirectLimit, accept: String? = nil
  ) async throws(DownloadFailure) -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    if let accept { request.setValue(accept, forHTTPHeaderField: "Accept") }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.urlCache = nil
    let collector = Collector(limit: limit, redirectLimit: redirectLimit)
    let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    // The session holds its delegate strongly until it is invalidated; invalidating waits for its work queue, as
    // cancelling does, so it happens beside the caller. Not invalidateAndCancel(): a task that has just completed
    // is still in corelibs' registry for a moment, and cancelling it then traps when the cancel lands after it has
    // gone; an unfinished task was cancelled by finish(_:) already.
    defer { controlQueue.async { session.finishTasksAndInvalidate() } }
    let task = session.dataTask(with: request)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<(Data, HTTPURLResponse), DownloadFailure>, Never>) in
        collector.start(task: task, continuation: continuation)
        controlQueue.asyncAfter(deadline: .now() + timeout) { [weak collector] in
          collector?.finish(.failure(.timedOut))
        }
      }
    } onCancel: {
      collector.finish(.failure(.cancelled))
    }
    return try result.get()
  }

  /// Collects one task's response and body, and finishes exactly once: completed, over the limit, timed out or
  /// cancelled, whichever comes first.
  private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let redirectLimit: Int
    private var redirects = 0
    private let lock = NSLock()
    private var data = Data()
    private var response: HTTPURLResponse?
    private var task: URLSessionTask?
    private var continuation: CheckedContinuation<Result<(Data, HTTPURLResponse), DownloadFailure>, Never>?
    /// A result that came before the continuation was installed (cancelled before starting).
    private var early: Result<(Data, HTTPURLResponse), DownloadFailure>?
    /// Why the download was refused, once it is: the answer whatever the task reports after that.
    private var refusal: DownloadFailure?

    init(limit: Int, redirectLimit: Int) { (self.limit, self.redirectLimit) = (limit, redirectLimit) }

    func start(
      task: URLSessionTask,
      continuation: CheckedContinuation<Result<(Data, HTTPURLResponse), DownloadFailure>, Never>
    ) {
      lock.lock()
      if let early {
        lock.unlock()
        continuation.resume(returning: early)
        // The task never ran, and the session's invalidation waits for every task to end: cancelling it ends it,
        // else the session and its connection machinery (a socket pair per session) stay for good.
        controlQueue.async { task.cancel() }
        return
      }
      self.task = task
      self.continuation = continuation
      lock.unlock()
      task.resume()
    }

    /// Answers the caller once; `cancellingTask` is false when the task has ended or is ending already.
    func finish(_ result: Result<(Data, HTTPURLResponse), DownloadFailure>, cancellingTask: Bool = true) {
      lock.lock()
      guard let continuation else {
        if task == nil, early == nil { early = result }
        lock.unlock()
        return
      }
      self.continuation = nil
      let result = refusal.map { .failure($0) } ?? result
      let task = self.task
      lock.unlock()
      continuation.resume(returning: result)
      // corelibs' cancel() waits for the session's work queue, which a fast sender keeps busy; the caller has its
      // answer already, so the cancel does not have to hold up it or this delegate queue.
      if let task, cancellingTask { controlQueue.async { task.cancel() } }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      guard let http = response as? HTTPURLResponse else {
        return refuse(.transport("not an HTTP response"), completionHandler)
      }
      guard (200..<300).contains(http.statusCode) else { return refuse(.status(http.statusCode), completionHandler) }
      if http.expectedContentLength > Int64(limit) { return refuse(.tooLarge(limit: limit), completionHandler) }
      lock.lock()
      self.response = http
      lock.unlock()
      completionHandler(.allow)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      lock.lock()
      redirects += 1
      let allowed = redirects <= redirectLimit && ["http", "https"].contains(request.url?.scheme?.lowercased() ?? "")
      lock.unlock()
      guard allowed else {
        lock.lock()
        refusal = refusal ?? .tooManyRedirects(limit: redirectLimit)
        lock.unlock()
        // Not following it delivers the redirect response, which is refused for its status, and so finishes.
        return completionHandler(nil)
      }
      completionHandler(request)
    }

    /// Refuses a response: records why before cancelling it, since the cancel can complete the task with an error
    /// at once, on another thread, which must not be taken for the answer. The `.cancel` disposition ends the task
    /// without marking it cancelled, so the task is not cancelled again: corelibs traps when that second cancel
    /// reaches a task that has ended meanwhile.
    private func refuse(
      _ failure: DownloadFailure, _ completionHandler: @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      lock.lock()
      refusal = refusal ?? failure
      lock.unlock()
      completionHandler(.cancel)
      finish(.failure(failure), cancellingTask: false)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      lock.lock()
      // Bytes still queued after the end are dropped, not collected.
      guard continuation != nil else { return lock.unlock() }
      let over = self.data.count + data.count > limit
      if !over { self.data.append(data) }
      lock.unlock()
      if over { finish(.failure(.tooLarge(limit: limit))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      // The task has ended: cancelling it as well could trap (see refuse(_:_:)).
      if let error {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
          return finish(.failure(.timedOut), cancellingTask: false)
        }
        return finish(.failure(.transport(error.localizedDescription)), cancellingTask: false)
      }
      lock.lock()
      let (data, response) = (self.data, self.response)
      lock.unlock()
      guard let response else { return finish(.failure(.transport("no response")), cancellingTask: false) }
      finish(.success((data, response)), cancellingTask: false)
    }
  }
}
