import Foundation
import LocalHTTPServer

extension LocalHTTPServer {
  /// A server for the news tests: the shared routes, the swift.org fixture as Atom at `/feed`, and `files`.
  static func news(files: [String: (String, Data)] = [:]) throws -> LocalHTTPServer {
    var routes = files
    routes["/feed"] = ("application/atom+xml; charset=utf-8", fixture("news-swift-org"))
    return try LocalHTTPServer(files: routes)
  }

  /// A news fixture file's bytes.
  static func fixture(_ name: String) -> Data {
    let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(name).xml")
    return (try? Data(contentsOf: url)) ?? Data()
  }
}
