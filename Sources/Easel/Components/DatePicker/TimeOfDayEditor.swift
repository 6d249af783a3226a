import Foundation

/// The hour and minute of a date, each with a stepper, in a 24-hour clock that reads the same in every locale.
struct TimeOfDayEditor: View {
  let selection: Binding<Date>

  private var calendar: Calendar { Calendar.current }

  var body: some View {
    HStack(spacing: 16) {
      Stepper(value: component(.hour), in: 0...23) {
        Text(String(format: "%02d", component(.hour).wrappedValue)).font(.title3)
      }
      Text(":").font(.title3)
      Stepper(value: component(.minute), in: 0...59) {
        Text(String(format: "%02d", component(.minute).wrappedValue)).font(.title3)
      }
    }
    .fixedSize()
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
