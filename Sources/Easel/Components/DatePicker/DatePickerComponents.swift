import Foundation

/// The parts of a date a ``DatePicker`` lets the user choose.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}
