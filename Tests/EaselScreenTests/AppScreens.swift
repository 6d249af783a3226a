import Easel
import EaselTesting
import Foundation
import Testing

// MARK: - Dark mode

/// One row of a settings list: a colored icon square, a title and the current value.
struct SettingsRow: View {
  let title: String
  let value: String
  let color: Color

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 6)
        .fill(color)
        .frame(width: 28, height: 28)
      Text(title)
      Spacer()
      Text(value).foregroundStyle(.secondary)
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
  }
}

/// A settings page in the style of iOS, meant for dark appearance.
struct SettingsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Settings")
        .font(.largeTitle).bold()
        .padding(.bottom, 12)
      VStack(spacing: 0) {
        SettingsRow(title: "Notifications", value: "On", color: .red)
        Divider().padding(.leading, 52)
        SettingsRow(title: "Language", value: "한국어", color: .blue)
        Divider().padding(.leading, 52)
        SettingsRow(title: "Appearance", value: "Dark", color: .indigo)
      }
      .background(Color(white: 0.11), in: RoundedRectangle(cornerRadius: 10))
      Text("Changes apply immediately.")
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding(.top, 8)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

// MARK: - HiDPI

/// A small status badge with hairlines, rendered at 2 pixels per point.
struct HiDPIBadgeScreen: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      HStack(spacing: 12) {
        Circle()
          .strokeBorder(Color.blue, lineWidth: 1)
          .frame(width: 40, height: 40)
          .overlay(Text("Aa").font(.caption))
        VStack(alignment: .leading, spacing: 2) {
          Text("Retina").font(.headline)
          Text("Hairlines stay crisp").font(.caption).foregroundStyle(.secondary)
        }
      }
      .padding(20)
      Rectangle()
        .fill(Color.red)
        .frame(width: 160, height: 0.5)
        .offset(x: 20, y: 100)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

// MARK: - Profile card

/// A number over its label, sharing a row equally with its siblings.
struct ProfileStat: View {
  let value: String
  let label: String

  var body: some View {
    VStack(spacing: 2) {
      Text(value).font(.headline)
      Text(label).font(.caption).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity)
  }
}

/// A social profile card: gradient avatar with initials and an online dot, name, handle, stats, a follow
/// button and a two-line bio, on a shadowed card.
struct ProfileCardScreen: View {
  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
        Text("JP").font(.title).bold().foregroundStyle(Color.white)
      }
      .frame(width: 80, height: 80)
      .overlay(alignment: .bottomTrailing) {
        Circle()
          .fill(Color.green)
          .frame(width: 18, height: 18)
          .overlay(Circle().stroke(Color.white, lineWidth: 3))
      }
      VStack(spacing: 4) {
        Text("Jisoo Park").font(.title2).bold()
        Text("@jisoo · Seoul 🇰🇷").font(.subheadline).foregroundStyle(.secondary)
      }
      HStack(spacing: 0) {
        ProfileStat(value: "128", label: "Posts")
        ProfileStat(value: "4.2K", label: "Followers")
        ProfileStat(value: "311", label: "Following")
      }
      Text("Follow")
        .font(.headline)
        .foregroundStyle(Color.white)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background(Color.blue, in: Capsule())
      Text("Swift learner. Building apps with SwiftUI and writing about layout, gestures and animation every week.")
        .font(.footnote)
        .multilineTextAlignment(.center)
        .lineLimit(2)
    }
    .padding(20)
    .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
    .shadow(radius: 8)
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(white: 0.94))
  }
}

// MARK: - A chart from ForEach

/// One day's value.
struct DayValue: Identifiable {
  let day: String
  let value: Double
  var id: String { day }
}

/// A weekly bar chart built with `ForEach`, bars standing on a shared baseline, today's bar highlighted,
/// and a hidden view that keeps its space.
struct WeeklyChartScreen: View {
  let days: [DayValue] = [
    DayValue(day: "Mon", value: 0.4), DayValue(day: "Tue", value: 0.7), DayValue(day: "Wed", value: 0.25),
    DayValue(day: "Thu", value: 1.0), DayValue(day: "Fri", value: 0.55), DayValue(day: "Sat", value: 0.1),
    DayValue(day: "Sun", value: 0.8),
  ]
  let today = "Thu"

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("This week").font(.headline)
      HStack(alignment: .bottom, spacing: 8) {
        ForEach(days) { day in
          VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 4)
              .fill(day.day == today ? Color.orange : Color.blue.opacity(0.6))
              .frame(width: 28, height: day.value * 100)
            Text(day.day).font(.caption2)
          }
        }
      }
      HStack {
        Text("Hidden →")
        Text("secret").hidden()
        Text("← keeps space")
      }
      .font(.caption)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("App-like screens") @MainActor
struct AppScreenTests {
  @Test func settingsInDarkMode() throws {
    let screen = renderScreen(
      SettingsScreen(), named: "settings-dark", size: CGSize(width: 300, height: 260), colorScheme: .dark)
    #expect(screen.pixel(2, 2).shows(.black))
    // Primary text is light on the dark background.
    let title = try #require(screen.frame(of: "Settings"))
    #expect(screen.maxLuminance(in: title) > 230)
    // The icons use the dark-appearance system colors.
    let notifications = try #require(screen.frame(of: "Notifications"))
    let icon = CGPoint(x: 16 + 12 + 14, y: notifications.midY)
    #expect(screen.pixel(icon.x, icon.y).shows(.red, in: .dark))
    #expect(!screen.pixel(icon.x, icon.y).shows(.red, in: .light, tolerance: 4))
    // The grouped background is dark gray, and values are trailing-aligned inside it.
    #expect(screen.pixel(150, notifications.minY - 4).isClose(to: Pixel(r: 28, g: 28, b: 28), tolerance: 4))
    let value = try #require(screen.frame(of: "한국어"))
    #expect(abs(value.maxX - (300 - 16 - 12)) < 0.01)
    // Secondary text is dimmer than primary.
    let footnote = try #require(screen.frame(of: "Changes apply immediately."))
    let footnoteInk = screen.maxLuminance(in: footnote)
    #expect(footnoteInk > 90 && footnoteInk < 200)
  }

  @Test func hiDPIRendersAtTwiceTheResolution() throws {
    let screen = renderScreen(
      HiDPIBadgeScreen(), named: "hidpi-badge", size: CGSize(width: 240, height: 120), scale: 2)
    #expect(screen.image.width == 480 && screen.image.height == 240)
    // A half-point line is exactly one pixel tall at scale 2.
    let red = Pixel(r: 255, g: 59, b: 48)
    #expect(screen.image.pixel(x: 100, y: 200).isClose(to: red, tolerance: 10))
    #expect(screen.image.pixel(x: 100, y: 199).isWhite && screen.image.pixel(x: 100, y: 201).isWhite)
    // A one-point circle border is two pixels wide: at the circle's left edge (x = 20 pt = 40 px).
    #expect(screen.image.pixel(x: 40, y: 80).shows(.blue, tolerance: 30))
    #expect(screen.image.pixel(x: 41, y: 80).shows(.blue, tolerance: 30))
    #expect(screen.image.pixel(x: 43, y: 80).isWhite)
    let title = try #require(screen.frame(of: "Retina"))
    #expect(title.minX == 72)
  }

  @Test func profileCardComposesEverything() throws {
    let screen = renderScreen(ProfileCardScreen(), named: "profile-card", size: CGSize(width: 320, height: 480))
    // The follow button spans the card's content width and is centred.
    let follow = try #require(screen.frame(of: "Follow"))
    #expect(abs(follow.midX - 160) <= 0.5)
    #expect(screen.pixel(50, follow.midY).shows(.blue))
    #expect(screen.pixel(270, follow.midY).shows(.blue))
    // The stats share the width equally: their centres are a third of the content width apart.
    let posts = try #require(screen.frame(of: "Posts"))
    let followers = try #require(screen.frame(of: "Followers"))
    let following = try #require(screen.frame(of: "Following"))
    #expect(abs(followers.midX - 160) <= 1)
    #expect(abs((followers.midX - posts.midX) - (following.midX - followers.midX)) <= 1)
    // The bio is cut to two lines.
    let bio = try #require(
      screen.frame(
        of: "Swift learner. Building apps with SwiftUI and writing about layout, gestures and animation every week."))
    let name = try #require(screen.frame(of: "Jisoo Park"))
    #expect(bio.height < 3 * 15 && bio.height > 1.5 * 15)
    #expect(name.minY > 0)
    // The avatar's online dot sits at its bottom-trailing corner, over the gradient.
    let avatar = try #require(screen.frame(of: "JP"))
    #expect(screen.pixel(avatar.midX + 31, avatar.midY + 31).shows(.green))
  }

  @Test func chartBarsStandOnABaseline() throws {
    let screen = renderScreen(WeeklyChartScreen(), named: "weekly-chart", size: CGSize(width: 300, height: 220))
    let monday = try #require(screen.frame(of: "Mon"))
    let thursday = try #require(screen.frame(of: "Thu"))
    let saturday = try #require(screen.frame(of: "Sat"))
    #expect(monday.minY == thursday.minY && thursday.minY == saturday.minY)
    // Every bar ends 4 points above its label; Thursday's is the highlighted full-height bar.
    let baseline = monday.minY - 4
    #expect(screen.pixel(thursday.midX, baseline - 2).shows(.orange))
    #expect(screen.pixel(thursday.midX, baseline - 98).shows(.orange))
    #expect(!screen.pixel(monday.midX, baseline - 2).isWhite)
    #expect(screen.pixel(monday.midX, baseline - 50).isWhite)
    #expect(!screen.pixel(saturday.midX, baseline - 5).isWhite && screen.pixel(saturday.midX, baseline - 15).isWhite)
    // The hidden text is not found, yet keeps its space between its neighbours.
    #expect(screen.frame(of: "secret") == nil)
    let before = try #require(screen.frame(of: "Hidden →"))
    let after = try #require(screen.frame(of: "← keeps space"))
    #expect(after.minX - before.maxX > 40)
  }
}
