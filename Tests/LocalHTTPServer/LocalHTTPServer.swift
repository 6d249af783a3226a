import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 for the tests of downloads, on POSIX sockets with one thread per connection.
///
/// Routes: `/missing` (404), `/page` (an HTML page), `/endless` (a 200 whose body never ends), `/silent` (accepts
/// and never answers), `/trickle` (a byte every 100 ms, forever), `/loop` (a redirect to itself, forever),
/// `/chain/<n>` (a redirect to `/chain/<n + 1>`, forever, so no address repeats), and any path given in ``files``.
public final class LocalHTTPServer: @unchecked Sendable {
  /// The port it listens on, chosen by the system.
  public let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var connections: [Int32] = []
  private var stopped = false
  private var endlessSent = 0
  /// How many bytes `/endless` managed to send before the client hung up.
  public var endlessBytesSent: Int {
    lock.lock()
    defer { lock.unlock() }
    return endlessSent
  }
  /// Extra routes: path → (content type, body).
  public let files: [String: (String, Data)]

  /// A server listening on a free port of 127.0.0.1, answering the built-in routes and `files`.
  public init(files: [String: (String, Data)] = [:]) throws {
    self.files = files
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EMFILE) }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// The address of `path` (with its query, if any) on this server.
  public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// Stops listening and closes every open connection, which ends their threads.
  public func stop() {
    lock.lock()
    defer { lock.unlock() }
    // Once only: after the first stop the accept thread closes the listener, and its number may be another's.
    guard !stopped else { return }
    stopped = true
    // Shut down, not closed: the accept thread closes it once it has left accept(), so its number cannot be handed
    // to another server's listener while this thread might still accept (and drop) that server's connections.
    shutdown(listener, Int32(SHUT_RDWR))
    // Under the lock, which a connection's thread takes to close its socket: every number here is still ours.
    for fd in connections { shutdown(fd, Int32(SHUT_RDWR)) }
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    defer { close(listener) }
    while true {
      let fd = accept(listener, nil, nil)
      if fd < 0 { return }
      lock.lock()
      if stopped {
        lock.unlock()
        close(fd)
        return
      }
      connections.append(fd)
      lock.unlock()
      let thread = Thread { [self] in serve(fd) }
      thread.start()
    }
  }

  private func serve(_ fd: Int32) {
    defer {
      // Forgotten before it is closed, so stop() never shuts down a number the system has handed out again.
      lock.lock()
      connections.removeAll { $0 == fd }
      close(fd)
      lock.unlock()
    }
    guard let path = readRequestPath(fd) else { return }
    switch path {
    case "/missing":
      respond(fd, status: "404 Not Found", type: "text/html", body: Data("<h1>Not found</h1>".utf8))
    case "/page":
      respond(fd, status: "200 OK", type: "text/html; charset=utf-8", body: Data("<html><body>Hi</body></html>".utf8))
    case "/endless":
      guard send(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n")
      else { return }
      let chunk = Data(repeating: UInt8(ascii: "a"), count: 64 * 1024)
      while !isStopped, send(fd, chunk) {
        lock.lock()
        endlessSent += chunk.count
        lock.unlock()
      }
    case "/loop":
      _ = send(fd, "HTTP/1.1 302 Found\r\nLocation: /loop\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    case let chain where chain.hasPrefix("/chain/"):
      let next = (Int(chain.dropFirst("/chain/".count)) ?? 0) + 1
      _ = send(fd, "HTTP/1.1 302 Found\r\nLocation: /chain/\(next)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    case "/silent":
      var byte: UInt8 = 0
      _ = recv(fd, &byte, 1, 0)  // until the client or the server closes
    case "/trickle":
      guard send(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/atom+xml\r\nConnection: close\r\n\r\n") else {
        return
      }
      while !isStopped, send(fd, "<") { usleep(100_000) }
    default:
      if let (type, body) = files[path] {
        respond(fd, status: "200 OK", type: type, body: body)
      } else {
        respond(fd, status: "404 Not Found", type: "text/plain", body: Data("no".utf8))
      }
    }
  }

  private func readRequestPath(_ fd: Int32) -> String? {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains(Data("\r\n\r\n".utf8)) {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { return nil }
      request.append(contentsOf: buffer[0..<count])
    }
    let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let parts = line.split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }

  private func respond(_ fd: Int32, status: String, type: String, body: Data) {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    if send(fd, head) { _ = send(fd, body) }
  }

  private func send(_ fd: Int32, _ text: String) -> Bool { send(fd, Data(text.utf8)) }

  /// Writes all of `data`; false once the peer has gone (no SIGPIPE: MSG_NOSIGNAL).
  private func send(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }
}
