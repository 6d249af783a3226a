import Foundation
import Testing

@testable import Parsta

@Suite struct DayTests {
  @Test func namesRoundTrip() {
    for text in ["1970-01-01", "2000-02-29", "2026-12-01", "2027-01-01", "1999-12-31"] {
      #expect(Day(text)?.description == text)
    }
    #expect(Day("2026-12-01")!.adding(days: 31).description == "2027-01-01")
    #expect(Day("2026-13-01") == nil)
  }

  @Test func weekdaysStartOnMonday() {
    #expect(Day("2026-11-30")!.weekday == 0)  // a Monday
    #expect(Day("2026-12-06")!.weekday == 6)  // a Sunday
  }

  @Test func followsTheCalendarsTimeZone() {
    var seoul = Calendar(identifier: .gregorian)
    seoul.timeZone = TimeZone(identifier: "Asia/Seoul")!
    // 2026-12-01 20:00 UTC is already 2 December in Seoul.
    let date = Date(timeIntervalSince1970: 1_796_155_200)
    #expect(Day(date, calendar: seoul).description == "2026-12-02")
  }
}
