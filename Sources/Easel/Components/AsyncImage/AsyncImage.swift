import Foundation

/// A view that loads and shows an image from a URL: a placeholder while it loads, the image once it has, and
/// whatever the content closure makes of a failure.
///
/// The image is fetched and decoded off the main actor, within 30 seconds and 20 MB; a new URL starts a new
/// load, and the view's disappearance cancels it.
///
/// ```swift
/// AsyncImage(url: photo.url) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let scale: CGFloat
  private let transaction: Transaction
  private let content: (AsyncImagePhase) -> Content
  /// The phase of the load, with the URL it is for, so a changed URL shows its placeholder at once.
  @State private var loaded: (url: URL, phase: AsyncImagePhase)?

  /// Shows the loading phases as `content` makes them; `transaction` animates the change between phases.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  public var body: some View {
    let phase = loaded.flatMap { $0.url == url ? $0.phase : nil } ?? .empty
    content(phase)
      .task(id: url) { await load() }
  }

  private func load() async {
    guard let url else { return }
    let scale = self.scale
    let phase: AsyncImagePhase
    do {
      phase = .success(Image(uiImage: try await AsyncImageLoader.load(url, scale: scale)))
    } catch {
      phase = .failure(error)
    }
    guard !Task.isCancelled else { return }
    withTransaction(transaction) { loaded = (url, phase) }
  }
}

extension AsyncImage {
  /// Shows the loaded image through `content`, and `placeholder` until then (and when loading fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
  /// Shows the loaded image at its size, and a grey placeholder until then.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { image } else { Color.gray.opacity(0.2) }
    }
  }
}
