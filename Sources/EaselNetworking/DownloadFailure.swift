/// Why a download gave no usable bytes.
public enum DownloadFailure: Error, Equatable, Sendable {
  /// The whole download took longer than its time limit (a server that never answers, or one that trickles).
  case timedOut
  /// The body is larger than the size limit; reading stopped there.
  case tooLarge(limit: Int)
  /// The server answered with a status outside 200–299.
  case status(Int)
  /// The server redirected more times than allowed (a loop), or to an address that is not http(s).
  case tooManyRedirects(limit: Int)
  /// The connection failed: no network, no such host, refused, reset.
  case transport(String)
  /// The task waiting for the download was cancelled (the view went away).
  case cancelled
}
