import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads and decodes the image of an ``AsyncImage`` off the main actor, bounded as every fetch of data the app does
/// not control must be: the whole load may take ``timeout`` seconds and the data ``limit`` bytes, whatever the
/// server does (a byte a second, an endless body). `file:` URLs are read from disk, as Foundation on Linux does not
/// load them through `URLSession`.
enum AsyncImageLoader {
  /// The longest a load may take, from the request to the decoded image.
  static let timeout: TimeInterval = 30
  /// The most image data accepted: a large photo, not a disk image.
  static let limit = 20_000_000

  /// Why an image did not load.
  enum Failure: Error, Equatable {
    case tooLarge, timedOut, badStatus(Int), undecodable
  }

  /// The image at `url`, decoded at `scale`.
  @concurrent
  static func load(_ url: URL, scale: CGFloat) async throws -> UIImage {
    let data = try await withThrowingTaskGroup(of: Data.self) { group in
      group.addTask { try await fetch(url) }
      group.addTask {
        try await Task.sleep(for: .seconds(timeout))
        throw Failure.timedOut
      }
      defer { group.cancelAll() }
      guard let data = try await group.next() else { throw Failure.timedOut }
      return data
    }
    guard let image = UIImage(data: data, scale: scale) else { throw Failure.undecodable }
    return image
  }

  private static func fetch(_ url: URL) async throws -> Data {
    if url.isFileURL {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      guard size <= limit else { throw Failure.tooLarge }
      return try Data(contentsOf: url)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let collector = Collector()
    let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    var request = URLRequest(url: url, timeoutInterval: timeout)
    request.setValue("image/*", forHTTPHeaderField: "Accept")
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        collector.start(continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  /// Collects a response body, cancelling the transfer as soon as it is known to be too large or not an image.
  private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var continuation: CheckedContinuation<Data, any Error>?

    func start(_ continuation: CheckedContinuation<Data, any Error>) {
      lock.withLock { self.continuation = continuation }
    }

    /// Resumes the waiting load once, with the body or why there is none.
    private func finish(_ result: Result<Data, any Error>) {
      let continuation = lock.withLock {
        defer { self.continuation = nil }
        return self.continuation
      }
      continuation?.resume(with: result)
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        finish(.failure(Failure.badStatus(http.statusCode)))
        return completionHandler(.cancel)
      }
      if response.expectedContentLength > Int64(AsyncImageLoader.limit) {
        finish(.failure(Failure.tooLarge))
        return completionHandler(.cancel)
      }
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let tooLarge = lock.withLock {
        self.data.append(data)
        return self.data.count > AsyncImageLoader.limit
      }
      guard tooLarge else { return }
      finish(.failure(Failure.tooLarge))
      dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      if let error { return finish(.failure(error)) }
      finish(.success(lock.withLock { data }))
    }
  }
}
