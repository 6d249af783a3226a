import Easel
import Foundation

/// One page of the news carousel: the post's picture, or, when it has none or it could not be fetched, a card
/// the app draws itself with the post's title and date on the brand gradient. 350 × 160 points with rounded
/// corners, as the team's notes have it.
struct NewsCard: View {
  let item: NewsItem
  let image: UIImage?
  @Environment(\.locale) private var locale

  static let size = CGSize(width: 350, height: 160)

  var body: some View {
    Group {
      if let image {
        ZStack(alignment: .bottomLeading) {
          Image(uiImage: image)
            .resizable()
            .scaledToFill()
            .frame(width: Self.size.width, height: Self.size.height)
          // The title over the picture, on a shade that keeps it readable on any photo.
          LinearGradient(
            colors: [Color.black.opacity(0), Color.black.opacity(0.6)], startPoint: .top, endPoint: .bottom
          )
          .frame(height: 80)
          Text(verbatim: item.title)
            .font(.subheadline.bold())
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 14)
            .padding(.bottom, 22)
        }
      } else {
        drawn
      }
    }
    .frame(width: Self.size.width, height: Self.size.height)
    .clipShape(RoundedRectangle(cornerRadius: 10))
    .contentShape(RoundedRectangle(cornerRadius: 10))
  }

  /// The card drawn for a post without a picture.
  private var drawn: some View {
    ZStack(alignment: .topLeading) {
      LinearGradient(
        colors: [Color.parsta, Color(red: 0.96, green: 0.55, blue: 0.25)], startPoint: .topLeading,
        endPoint: .bottomTrailing)
      Image(systemName: "swift")
        .font(.system(size: 104))
        .foregroundStyle(Color.white.opacity(0.24))
        .rotationEffect(.degrees(-8))
        .frame(width: Self.size.width, height: Self.size.height, alignment: .trailing)
        .offset(x: -14, y: -6)
      VStack(alignment: .leading, spacing: 6) {
        Text(verbatim: "swift.org")
          .font(.caption.weight(.semibold))
          .foregroundStyle(Color.white.opacity(0.9))
        Spacer(minLength: 0)
        Text(verbatim: item.title)
          .font(.title3.bold())
          .foregroundStyle(Color.white)
          .lineLimit(2)
          .multilineTextAlignment(.leading)
        if let date = item.date {
          Text(verbatim: Self.dateText(date, locale: locale))
            .font(.caption)
            .foregroundStyle(Color.white.opacity(0.85))
        }
      }
      .padding(.horizontal, 16)
      .padding(.top, 14)
      .padding(.bottom, 26)
      .frame(width: Self.size.width - 60, height: Self.size.height, alignment: .topLeading)
    }
  }

  /// The post's day as the locale writes it ("September 15, 2025", "2025년 9월 15일"), in UTC so that a post's
  /// day does not depend on the reader's time zone.
  static func dateText(_ date: Date, locale: Locale) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = .long
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }
}
