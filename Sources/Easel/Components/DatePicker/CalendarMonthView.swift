import Foundation

/// A month of days to choose one from: the month's name with buttons to the previous and next month, the
/// weekdays, and six weeks of days. The chosen day is a filled circle in the tint colour, today is in the tint
/// colour, days of the neighbouring months are dimmed, days outside `range` cannot be chosen. Choosing a day keeps
/// the time of day of the selection.
struct CalendarMonthView: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  /// The first day of the month shown, once the user moved away from the selection's month.
  @State private var shownMonth: Date?

  /// The side of a day's square.
  static let daySide: CGFloat = 32

  private var calendar: Calendar { Calendar.current }

  var body: some View {
    let month = shownMonth ?? startOfMonth(selection.wrappedValue)
    VStack(spacing: 8) {
      HStack {
        Text(month.formatted(.dateTime.month(.wide).year())).font(.headline)
        Spacer()
        Button {
          shownMonth = calendar.date(byAdding: .month, value: -1, to: month)
        } label: {
          Image(systemName: "chevron.left")
        }
        .buttonStyle(.borderless)
        Button {
          shownMonth = calendar.date(byAdding: .month, value: 1, to: month)
        } label: {
          Image(systemName: "chevron.right")
        }
        .buttonStyle(.borderless)
      }
      Grid(horizontalSpacing: 2, verticalSpacing: 2) {
        GridRow {
          ForEach(weekdaySymbols.indices, id: \.self) { index in
            Text(weekdaySymbols[index]).font(.caption).foregroundStyle(.secondary).frame(width: Self.daySide)
          }
        }
        ForEach(0..<6, id: \.self) { week in
          GridRow {
            ForEach(0..<7, id: \.self) { weekday in day(days(of: month)[week * 7 + weekday], in: month) }
          }
        }
      }
    }
    .frame(width: 7 * Self.daySide + 6 * 2)
  }

  /// The short weekday names, starting on the calendar's first weekday.
  private var weekdaySymbols: [String] {
    let symbols = calendar.veryShortWeekdaySymbols
    let first = calendar.firstWeekday - 1
    return Array(symbols[first...] + symbols[..<first])
  }

  private func startOfMonth(_ date: Date) -> Date {
    calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
  }

  /// The 42 days of the six weeks that show `month`, from the week of its first day.
  private func days(of month: Date) -> [Date] {
    let weekday = calendar.component(.weekday, from: month)
    let leading = (weekday - calendar.firstWeekday + 7) % 7
    let start = calendar.date(byAdding: .day, value: -leading, to: month) ?? month
    return (0..<42).map { calendar.date(byAdding: .day, value: $0, to: start) ?? start }
  }

  private func day(_ date: Date, in month: Date) -> some View {
    let isSelected = calendar.isDate(date, inSameDayAs: selection.wrappedValue)
    let isToday = calendar.isDateInToday(date)
    let isInMonth = calendar.isDate(date, equalTo: month, toGranularity: .month)
    let isAllowed =
      range.map { range in
        // A day is allowed when any moment of it is in the range.
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        return start <= range.upperBound && end > range.lowerBound
      } ?? true
    let style: AnyShapeStyle =
      isSelected
      ? AnyShapeStyle(Color.white)
      : isToday ? AnyShapeStyle(.tint) : isInMonth ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary)
    return Text(verbatim: String(calendar.component(.day, from: date)))
      .fontWeight(isSelected || isToday ? .semibold : nil)
      .foregroundStyle(style)
      .frame(width: Self.daySide, height: Self.daySide)
      .background(Circle().fill(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.clear)))
      .contentShape(Rectangle())
      .opacity(isAllowed ? 1 : 0.35)
      .onTapGesture { if isAllowed { select(date) } }
      .accessibilityDefaults { [isSelected, isAllowed] in
        $0.role = .button
        if isSelected { $0.addedTraits = .isSelected }
        if isAllowed { $0.actions[.default] = { select(date) } }
      }
  }

  /// Chooses `day`, keeping the selection's time of day, within the range.
  private func select(_ day: Date) {
    let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
    var chosen =
      calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
    if let range { chosen = min(max(chosen, range.lowerBound), range.upperBound) }
    selection.wrappedValue = chosen
    shownMonth = nil
  }
}
