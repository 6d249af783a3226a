import Foundation

/// A control for choosing a date, a time of day, or both.
///
/// In the default (compact) style it shows its label, then the chosen day and time as small buttons: the day
/// opens a month calendar in a popover, the time a popover with hour and minute steppers. The graphical style
/// shows the calendar in place. Dates outside `in:` cannot be chosen.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label
  @Environment(\.datePickerIsGraphical) private var isGraphical
  @Environment(\.labelsHidden) private var labelsHidden
  @State private var showsCalendar = false
  @State private var showsTime = false

  /// A picker of the date `selection` in `range`, showing `displayedComponents`.
  init(
    selection: Binding<Date>, range: ClosedRange<Date>?, displayedComponents: DatePickerComponents, label: Label
  ) {
    self.selection = selection
    self.range = range
    components = displayedComponents
    self.label = label
  }

  /// A picker of any date.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: label())
  }

  /// A picker of a date within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
  }

  /// A picker of a date from `range`'s lower bound on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents,
      label: label())
  }

  /// A picker of a date up to `range`'s upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents,
      label: label())
  }

  public var body: some View {
    if isGraphical {
      VStack(alignment: .leading, spacing: 12) {
        if !labelsHidden { label }
        if components.contains(.date) { CalendarMonthView(selection: selection, range: range) }
        if components.contains(.hourAndMinute) {
          HStack {
            Text("Time")
            Spacer(minLength: 8)
            TimeOfDayEditor(selection: selection, name: label as? Text)
          }
        }
      }
    } else {
      HStack(spacing: 8) {
        if !labelsHidden {
          label
          Spacer(minLength: 8)
        }
        if components.contains(.date) {
          DatePickerChip(
            title: selection.wrappedValue.formatted(date: .abbreviated, time: .omitted), name: label as? Text,
            isOpen: showsCalendar
          ) {
            showsCalendar = true
          }
          .popover(isPresented: $showsCalendar) {
            CalendarMonthView(selection: selection, range: range).padding(12)
          }
        }
        if components.contains(.hourAndMinute) {
          DatePickerChip(
            title: selection.wrappedValue.formatted(date: .omitted, time: .shortened), name: label as? Text,
            isOpen: showsTime
          ) {
            showsTime = true
          }
          .popover(isPresented: $showsTime) {
            TimeOfDayEditor(selection: selection, name: label as? Text).padding(12)
          }
        }
      }
    }
  }
}

extension DatePicker where Label == Text {
  /// A picker with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(titleKey))
  }

  /// A picker with a localized title, of a date within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(titleKey))
  }

  /// A picker with a localized title, of a date from `range`'s lower bound on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker with a localized title, of a date up to `range`'s upper bound.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(title))
  }

  /// A picker with a title shown as is, of a date within `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(title))
  }
}
