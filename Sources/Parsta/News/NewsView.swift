import Easel
import Foundation

/// "Swift News": the swift.org blog's latest posts as a carousel that turns a page every three seconds.
///
/// The posts come from the feed in `model.environment.feedURL`, else the last good feed on disk, else the posts
/// bundled with the app, so there is always something to show and never an error; a small note says when the news
/// is not fresh. The carousel pauses while one of its pages has keyboard focus or its pause control is on, and a
/// click on a page opens the post.
public struct NewsView: View {
  /// How many posts the carousel pages through (the team's design has five).
  static let pageLimit = 5

  @EnvironmentObject var model: ParstaModel
  @Environment(\.openURL) private var openURL
  /// With motion reduced (the desktop's animations off), a page turn jumps instead of sliding.
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @ObservedObject private var news: NewsFeed
  /// The post on screen; `nil` until the first page turn means the first post.
  @State private var selection: URL?
  /// The pause control is on.
  @State private var isPaused = false
  /// A page of the carousel has keyboard focus.
  @FocusState private var isFocused: Bool
  /// Whether the pointer is over the carousel: reading a post's title should not be cut short by a page turn.
  @State private var isHovering = false
  private let timeout: TimeInterval

  /// Turns the page.
  private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

  /// The carousel of `news` (the model's ``ParstaModel/news``, which outlives the screen), fetching with `timeout`
  /// per download when `news` is due to load.
  public init(news: NewsFeed, timeout: TimeInterval = 10) {
    self.news = news
    self.timeout = timeout
  }

  private var pages: [NewsItem] { Array(news.items.prefix(Self.pageLimit)) }

  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 8) {
        Text("Swift News")
          .font(.headline)
          .fontWeight(.medium)
        if news.isOffline {
          Text("Offline")
            .font(.caption2.weight(.semibold))
            .foregroundStyle(.secondary)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Color.parstaGray200, in: Capsule())
        }
        Spacer()
        Button {
          isPaused.toggle()
        } label: {
          Image(systemName: isPaused ? "play.fill" : "pause.fill")
            .font(.system(size: 13))
            .foregroundStyle(Color.parstaGray)
            .frame(width: 28, height: 24)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
      }
      TabView(selection: $selection) {
        ForEach(pages) { item in
          Button {
            openURL(item.link)
          } label: {
            NewsCard(item: item, image: news.images[item.link])
          }
          .buttonStyle(.plain)
          .tag(Optional(item.link))
        }
      }
      .tabViewStyle(.page)
      // A new set of posts (the feed replacing the bundled ones) is a new carousel, from its first page. This also
      // works around Easel's page dots keeping the old count's width when the number of pages changes.
      .id(pages.map(\.link))
      .frame(width: NewsCard.size.width, height: 180)
      .focused($isFocused)
      .onHover { isHovering = $0 }
    }
    .frame(width: NewsCard.size.width)
    .onReceive(timer) { _ in turnPage() }
    .task { await news.load(with: NewsLoader(environment: model.environment, timeout: timeout)) }
  }

  /// Whether the timer turns pages now.
  var isRunning: Bool { !isPaused && !isFocused && !isHovering && pages.count > 1 }

  private func turnPage() {
    guard isRunning else { return }
    let current = selection.flatMap { link in pages.firstIndex { $0.link == link } } ?? 0
    withAnimation(reduceMotion ? nil : .default) {
      selection = pages[(current + 1) % pages.count].link
    }
  }
}
