import Foundation

/// Spaced repetition with Leitner boxes: a question answered right moves up a box and comes back later, one
/// answered wrong goes back to box 1 and comes back tomorrow.
public struct ReviewBox: Hashable, Sendable {
  /// 1…5.
  public var box: Int
  /// The first day the question is due for review again.
  public var due: Day

  /// Days until a question in each box is due again.
  static let intervals = [1, 2, 4, 8, 16]

  public init(box: Int, due: Day) { (self.box, self.due) = (box, due) }

  /// The box after answering on `day`, right or wrong; `current` is `nil` for a question never answered.
  public static func after(answering correct: Bool, on day: Day, current: ReviewBox?) -> ReviewBox {
    let box = correct ? min(intervals.count, (current?.box ?? 0) + 1) : 1
    return ReviewBox(box: box, due: day.adding(days: intervals[box - 1]))
  }
}
