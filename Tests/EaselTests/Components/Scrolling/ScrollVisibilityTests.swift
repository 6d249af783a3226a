import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What the rows' `onScrollVisibilityChange` actions reported, in order.
@MainActor
private final class VisibilityLog {
  var reports: [(row: Int, visible: Bool)] = []

  /// The rows reported visible (`true`) or hidden (`false`), in the order of their reports.
  func rows(_ visible: Bool) -> [Int] { reports.filter { $0.visible == visible }.map(\.row) }
  func clear() { reports = [] }
}

@MainActor
@Suite struct ScrollVisibilityTests {
  private let size = CGSize(width: 200, height: 200)
  private let center = CGPoint(x: 100, y: 100)

  private func host<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    return host
  }

  /// Twenty 50-point rows in a 200-point scroll view, each reporting its visibility past `threshold`.
  private func rows(threshold: Double = 0.5, log: VisibilityLog) -> some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          Text("Row \(index)").frame(width: 200, height: 50)
            .onScrollVisibilityChange(threshold: threshold) { log.reports.append((index, $0)) }
        }
      }
    }
  }

  @Test func rowsInViewWhenTheyAppearAreReportedVisible() {
    let log = VisibilityLog()
    _ = host(rows(log: log))
    #expect(log.rows(true).sorted() == [0, 1, 2, 3], "rows 0 to 3 fill the view; row 4 starts below it")
    #expect(log.rows(false).isEmpty, "a view starts hidden: a hidden row has nothing to report")
  }

  @Test func aRowIsVisibleOnceMoreThanHalfOfItIsInView() {
    let log = VisibilityLog()
    let host = host(rows(log: log))
    log.clear()
    host.scroll(at: center, by: CGSize(width: 0, height: 20))
    host.layout()
    #expect(log.reports.isEmpty, "row 4 is 40 % in view, row 0 still 60 %")
    host.scroll(at: center, by: CGSize(width: 0, height: 10))
    host.layout()
    // At offset 30: row 4 is 30 of its 50 points in view, row 0 only 20.
    #expect(log.rows(true) == [4])
    #expect(log.rows(false) == [0])
    log.clear()
    host.scroll(at: center, by: CGSize(width: 0, height: 5))
    host.layout()
    #expect(log.reports.isEmpty, "crossing nothing reports nothing")
  }

  @Test func theThresholdSetsTheShareThatMustBeInView() {
    let whole = VisibilityLog()
    let host = host(rows(threshold: 1, log: whole))
    host.scroll(at: center, by: CGSize(width: 0, height: 10))
    host.layout()
    #expect(whole.rows(false) == [0], "row 0 is no longer wholly in view")
    #expect(!whole.rows(true).contains(4), "row 4 is only a fifth in view")

    let any = VisibilityLog()
    let anyHost = self.host(rows(threshold: 0, log: any))
    #expect(any.rows(true).sorted() == [0, 1, 2, 3])
    anyHost.scroll(at: center, by: CGSize(width: 0, height: 1))
    anyHost.layout()
    #expect(any.rows(true).last == 4, "with a threshold of zero, one point of row 4 in view makes it visible")
    anyHost.scroll(at: center, by: CGSize(width: 0, height: 48))
    anyHost.layout()
    #expect(any.rows(false).isEmpty, "row 0 keeps one point in view")
    anyHost.scroll(at: center, by: CGSize(width: 0, height: 1))
    anyHost.layout()
    #expect(any.rows(false) == [0])
  }

  @Test func rowsOfALazyStackReportAsTheyAreBuiltAndAsTheyLeave() {
    let log = VisibilityLog()
    let host = host(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { index in
            Text("Row \(index)").frame(height: 50)
              .onScrollVisibilityChange { log.reports.append((index, $0)) }
          }
        }
      })
    #expect(log.rows(true).sorted() == [0, 1, 2, 3])
    log.clear()
    host.scroll(at: center, by: CGSize(width: 0, height: 130))
    host.layout()
    // At offset 130 the view shows 130 to 330: 20 points of row 2, rows 3 to 5, and 30 points of row 6.
    #expect(log.rows(true).sorted() == [4, 5, 6], "rows built for the scroll report as they come into view")
    #expect(log.rows(false).sorted() == [0, 1, 2])
    log.clear()
    // End jumps 4,800 points: the rows in view leave as the stack builds the last ones.
    #expect(host.key(.end))
    host.layout()
    host.layout()
    #expect(
      log.rows(false).sorted() == [3, 4, 5, 6], "rows that left are reported hidden though the stack dropped them")
    #expect(log.rows(true).sorted() == [96, 97, 98, 99])
  }

  @Test func aRowLeavingAtTheSideOfAHorizontalScrollViewIsHidden() {
    let log = VisibilityLog()
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Text("\(index)").frame(width: 80, height: 80)
              .onScrollVisibilityChange { log.reports.append((index, $0)) }
          }
        }
      })
    // 200 points show columns 0, 1 and half of 2: exactly the threshold.
    #expect(log.rows(true).sorted() == [0, 1, 2])
    log.clear()
    host.scroll(at: center, by: CGSize(width: 100, height: 0))
    host.layout()
    // The view shows 100 to 300.
    #expect(log.rows(false) == [0], "column 0 has left")
    #expect(log.rows(true) == [3], "column 3 has 60 of 80 points in view")
  }

  @Test func aViewOutsideAnyScrollViewReportsNothing() {
    var reports: [Bool] = []
    _ = host(Text("Alone").onScrollVisibilityChange { reports.append($0) })
    #expect(reports.isEmpty)
  }
}
