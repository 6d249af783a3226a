import Foundation

extension URL {
  /// Whether this is an absolute http(s) address with a host: the only links and pictures the news opens or fetches,
  /// so that a feed or a cache file edited by someone else cannot make a tap open a local file or run script.
  var isWebAddress: Bool {
    guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
    return host?.isEmpty == false
  }
}
