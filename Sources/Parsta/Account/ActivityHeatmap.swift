import Easel
import Foundation

/// The last twelve weeks of activity as a grid of rounded squares: a column per week, Monday at the top, each day
/// shaded by how much was done (answers given and lessons read), today outlined, months named above their first
/// week.
struct ActivityHeatmap: View {
  /// Activity per day.
  let activity: [Day: Int]
  let today: Day
  @Environment(\.locale) private var locale

  /// Weeks shown.
  static let weeks = 12
  static let cell: CGFloat = 20
  static let gap: CGFloat = 4
  /// The width of the weekday names on the left.
  static let labelWidth: CGFloat = 26

  /// The Monday of the first week shown: eleven weeks before this week's.
  var firstDay: Day { today.adding(days: -today.weekday - 7 * (Self.weeks - 1)) }

  /// The day in `column` (a week) and `row` (Monday 0 … Sunday 6).
  func day(column: Int, row: Int) -> Day { firstDay.adding(days: column * 7 + row) }

  /// How dark a day is: 0 for nothing, up to 4 for ten things or more.
  static func level(count: Int) -> Int {
    switch count {
    case ..<1: 0
    case 1...2: 1
    case 3...5: 2
    case 6...9: 3
    default: 4
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: Self.gap) {
        Color.clear.frame(width: Self.labelWidth, height: 1)
        ForEach(0..<Self.weeks, id: \.self) { column in
          Text(verbatim: monthLabel(column: column) ?? "")
            .font(.caption2).foregroundStyle(.secondary)
            .fixedSize()
            .frame(width: Self.cell, alignment: .leading)
        }
      }
      HStack(alignment: .top, spacing: Self.gap) {
        VStack(alignment: .leading, spacing: Self.gap) {
          ForEach(0..<7, id: \.self) { row in
            Text(weekdayLabel(row))
              .font(.caption2).foregroundStyle(.secondary)
              .frame(width: Self.labelWidth, height: Self.cell, alignment: .leading)
          }
        }
        ForEach(0..<Self.weeks, id: \.self) { column in
          VStack(spacing: Self.gap) {
            ForEach(0..<7, id: \.self) { row in
              cell(day(column: column, row: row))
            }
          }
        }
      }
      HStack(spacing: 4) {
        Spacer()
        Text("Less").font(.caption2).foregroundStyle(.secondary)
        ForEach(0..<5, id: \.self) { level in
          RoundedRectangle(cornerRadius: 3).fill(Self.shade(level: level)).frame(width: 12, height: 12)
        }
        Text("More").font(.caption2).foregroundStyle(.secondary)
      }
    }
  }

  private func cell(_ day: Day) -> some View {
    let shape = RoundedRectangle(cornerRadius: 5)
    return Group {
      if day > today {
        shape.fill(Color.parstaGray200.opacity(0.35))
      } else {
        shape.fill(Self.shade(level: Self.level(count: activity[day] ?? 0)))
      }
    }
    .frame(width: Self.cell, height: Self.cell)
    .overlay(shape.strokeBorder(Color.primary.opacity(day == today ? 0.85 : 0), lineWidth: 2))
  }

  static func shade(level: Int) -> Color {
    switch level {
    case 0: .parstaGray200
    case 1: .parsta.opacity(0.3)
    case 2: .parsta.opacity(0.55)
    case 3: .parsta.opacity(0.8)
    default: .parsta
    }
  }

  /// The month's short name above the first week that starts in it (and above the first week shown, unless the
  /// next one starts a month and would crowd it).
  func monthLabel(column: Int) -> String? {
    let month = Self.month(of: day(column: column, row: 0))
    if column > 0 {
      guard month != Self.month(of: day(column: column - 1, row: 0)) else { return nil }
    } else if Self.month(of: day(column: 1, row: 0)) != month {
      return nil
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    return calendar.shortMonthSymbols[month - 1]
  }

  /// The month (1…12) of `day`.
  static func month(of day: Day) -> Int {
    let parts = day.description.split(separator: "-")
    return parts.count == 3 ? Int(parts[1]) ?? 1 : 1
  }

  /// Monday, Wednesday and Friday are named, as calendars do, so the rows stay readable.
  private func weekdayLabel(_ row: Int) -> LocalizedStringKey {
    switch row {
    case 0: "Mon"
    case 2: "Wed"
    case 4: "Fri"
    default: ""
    }
  }
}

/// The heatmap in its card.
struct AccountActivityCard: View {
  let activity: [Day: Int]
  let today: Day

  var body: some View {
    let start = today.adding(days: -today.weekday - 7 * (ActivityHeatmap.weeks - 1))
    let total = activity.filter { $0.key >= start && $0.key <= today }.values.reduce(0, +)
    let activeDays = activity.filter { $0.key >= start && $0.key <= today && $0.value > 0 }.count
    AccountCard("Activity") {
      Text("\(total) answers and lessons on \(activeDays) days in the last 12 weeks")
        .font(.caption).foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
      ActivityHeatmap(activity: activity, today: today)
    }
  }
}
