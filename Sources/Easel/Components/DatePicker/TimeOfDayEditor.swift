import Foundation

/// The hour and minute of a date, each with a stepper, in a 24-hour clock that reads the same in every locale.
///
/// Screen readers find the steppers in a group named by the picker's label (else "Time"), each named by its
/// component with its number as its value: "Hour, 14".
struct TimeOfDayEditor: View {
  let selection: Binding<Date>
  /// The picker's label, when it is text.
  let name: Text?

  private var calendar: Calendar { Calendar.current }

  var body: some View {
    HStack(spacing: 16) {
      stepper(for: .hour, in: 0...23, named: "Hour")
      Text(":").font(.title3).accessibilityHidden(true)
      stepper(for: .minute, in: 0...59, named: "Minute")
    }
    .fixedSize()
    .accessibilityElement(children: .contain)
    .accessibilityLabel(name ?? Text("Time"))
  }

  private func stepper(for component: Calendar.Component, in range: ClosedRange<Int>, named name: String) -> some View {
    let value = self.component(component)
    let number = String(format: "%02d", value.wrappedValue)
    return Stepper(value: value, in: range) { Text(number).font(.title3) }
      .accessibilityLabel(Text(name))
      .accessibilityValue(Text(number))
  }

  /// One component of the selection, as a number to step.
  private func component(_ component: Calendar.Component) -> Binding<Int> {
    let selection = self.selection
    let calendar = self.calendar
    return Binding(
      get: { calendar.component(component, from: selection.wrappedValue) },
      set: { value in
        let current = calendar.component(component, from: selection.wrappedValue)
        if let date = calendar.date(byAdding: component, value: value - current, to: selection.wrappedValue) {
          selection.wrappedValue = date
        }
      })
  }
}
