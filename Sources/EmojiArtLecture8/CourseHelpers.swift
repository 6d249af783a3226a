// The helpers the lecture-8 listing uses without showing them. The course hands them out with the project; these
// are written from what the lectures say they do.
import Easel

/// An image view that draws nothing until it has an image.
struct OptionalImage: View {
  var uiImage: UIImage?

  var body: some View {
    Group {
      if let uiImage {
        Image(uiImage: uiImage)
      }
    }
  }
}

extension Collection where Element: Identifiable {
  /// The index of the element with the same id as `element`.
  func firstIndex(matching element: Element) -> Index? {
    firstIndex { $0.id == element.id }
  }
}

extension URL {
  /// The image a link points at: a search result's `imgurl` query parameter when there is one, otherwise the URL.
  var imageURL: URL {
    if let components = URLComponents(url: self, resolvingAgainstBaseURL: true),
      let value = components.queryItems?.first(where: { $0.name == "imgurl" })?.value,
      let url = URL(string: value)
    {
      return url
    }
    return baseURL ?? self
  }
}

extension GeometryProxy {
  /// `point`, given in `coordinateSpace`, in the reader's own coordinates.
  func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
    let frame = frame(in: coordinateSpace)
    return CGPoint(x: point.x - frame.origin.x, y: point.y - frame.origin.y)
  }
}

extension CGSize {
  static func + (lhs: Self, rhs: Self) -> CGSize {
    CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }
  static func - (lhs: Self, rhs: Self) -> CGSize {
    CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }
  static func * (lhs: Self, rhs: CGFloat) -> CGSize {
    CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
  }
  static func / (lhs: Self, rhs: CGFloat) -> CGSize {
    CGSize(width: lhs.width / rhs, height: lhs.height / rhs)
  }
}

extension Array where Element == NSItemProvider {
  /// Loads objects of `theType` from the providers that have one (only the first such provider with `firstOnly`),
  /// handing each to `load` on the main queue; returns whether any provider had one.
  func loadObjects<T: NSItemProviderReading>(
    ofType theType: T.Type, firstOnly: Bool = false, using load: @escaping (T) -> Void
  ) -> Bool {
    let loadable = filter { $0.canLoadObject(ofClass: theType) }
    for provider in firstOnly ? Array(loadable.prefix(1)) : loadable {
      provider.loadObject(ofClass: theType) { object, _ in
        guard let object else { return }
        DispatchQueue.main.async { load(object) }
      }
    }
    return !loadable.isEmpty
  }

  /// Loads the object of `theType` from the first provider that has one; returns whether one had it.
  func loadFirstObject<T: NSItemProviderReading>(ofType theType: T.Type, using load: @escaping (T) -> Void) -> Bool {
    loadObjects(ofType: theType, firstOnly: true, using: load)
  }
}
