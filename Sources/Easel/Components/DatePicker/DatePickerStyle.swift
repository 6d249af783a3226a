import Foundation

/// The appearance of a ``DatePicker``: set one with ``View/datePickerStyle(_:)``.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The platform's default: ``CompactDatePickerStyle``.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default date picker style.
  public init() {}
}

/// A compact field per component, each opening a popover: a month calendar for the date, hour and minute
/// steppers for the time.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact date picker style.
  public init() {}
}

/// A month calendar shown in place, with the time below it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical date picker style.
  public init() {}
}

/// Text fields for the components (macOS); drawn as the compact style.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The field date picker style.
  public init() {}
}

/// Spinning wheels (iOS); drawn as the compact style, which suits a pointer better.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel date picker style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default date picker style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Compact fields that open popovers.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// Text fields for the components.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerIsGraphicalKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether date pickers below show their calendar in place (the graphical style).
  var datePickerIsGraphical: Bool {
    get { self[DatePickerIsGraphicalKey.self] }
    set { self[DatePickerIsGraphicalKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of date pickers below.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerIsGraphical, style is GraphicalDatePickerStyle)
  }
}
