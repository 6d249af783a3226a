// Code that serves iOS and macOS from one file, as libraries of 2020–2025 write it: `#if canImport(UIKit)`
// branches, names qualified with `SwiftUI.`, `import UniformTypeIdentifiers` and `import Combine` beside
// `import SwiftUI`, `Color.cgColor`, and `URLSession.dataTaskPublisher`.
import Combine
import SwiftUI
import UniformTypeIdentifiers

#if canImport(UIKit)
  typealias PlatformColor = UIColor
  typealias PlatformFont = UIFont
#elseif canImport(AppKit)
  typealias PlatformColor = NSColor
  typealias PlatformFont = NSFont
#endif

extension SwiftUI.Color {
  static let cardBackground = SwiftUI.Color(PlatformColor.secondarySystemBackground)
  static let brand = SwiftUI.Color(red: 0.1, green: 0.5, blue: 0.9)
}

struct BrandSwatch {
  let color: SwiftUI.Color = .brand

  var components: [CGFloat] { color.cgColor?.components ?? [] }
}

enum DocumentKinds {
  static let readable: [UTType] = [.png, .jpeg, .plainText]
  static let exported = UTType(exportedAs: "com.example.sketch", conformingTo: .data)
}

final class PostsLoader: ObservableObject {
  struct Post: Decodable, Equatable {
    let id: Int
    let title: String
  }

  @Published var posts: [Post] = []
  @Published var failed = false
  private var cancellables = Set<AnyCancellable>()

  func load(from url: URL) {
    URLSession.shared.dataTaskPublisher(for: url)
      .map(\.data)
      .decode(type: [Post].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
      .sink(
        receiveCompletion: { [weak self] completion in
          if case .failure = completion { self?.failed = true }
        },
        receiveValue: { [weak self] posts in self?.posts = posts }
      )
      .store(in: &cancellables)
  }
}
