import Foundation

extension URL {
  /// The image this link stands for: a search result's link carries the picture's own address in its `imgurl`
  /// parameter (the course's `imageURL`), any other link is the image itself.
  var imageURL: URL {
    let parameter = URLComponents(url: self, resolvingAgainstBaseURL: true)?.queryItems?.first { $0.name == "imgurl" }
    if let value = parameter?.value, let url = URL(string: value), url.isWebURL { return url }
    return self
  }

  /// Whether this is an http(s) address, the only kind a background is fetched from.
  var isWebURL: Bool { ["http", "https"].contains(scheme?.lowercased() ?? "") && host != nil }
}
