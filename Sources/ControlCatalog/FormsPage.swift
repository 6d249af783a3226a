import Easel
import Foundation

/// A settings form as apps build them: sections of toggles, pickers, steppers, dates, colours, formatted values
/// and a disclosure group, with headers and footers.
struct FormsPage: View {
  @State private var notifications = true
  @State private var sounds = false
  @State private var theme = "System"
  @State private var fontSize = 14
  @State private var accent = Color.blue
  @State private var reminder = Date(timeIntervalSince1970: 1_800_000_000)
  @State private var budget = 1250.0
  @State private var showsAdvanced = false
  @State private var logging = false

  var body: some View {
    Form {
      Section("Notifications") {
        Toggle("Allow notifications", isOn: $notifications)
        Toggle("Play sounds", isOn: $sounds)
        DatePicker("Daily reminder", selection: $reminder, displayedComponents: .hourAndMinute)
      }
      Section {
        Picker("Theme", selection: $theme) {
          ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
        }
        ColorPicker("Accent colour", selection: $accent, supportsOpacity: false)
        Stepper("Font size: \(fontSize) pt", value: $fontSize, in: 9...32)
      } header: {
        Text("Appearance")
      } footer: {
        Text("The theme applies to every window.")
      }
      Section("Budget") {
        TextField("Monthly budget", value: $budget, format: .number)
        LabeledContent("Spent", value: 0.42, format: .percent)
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Toggle("Debug logging", isOn: $logging)
        }
      }
      Section("About") {
        LabeledContent("Version", value: "2.1 (480)")
        LabeledContent("Storage", value: 1_250_000, format: .byteCount(style: .file))
      }
    }
    .frame(height: 700)
    .clipShape(RoundedRectangle(cornerRadius: 12))
  }
}
