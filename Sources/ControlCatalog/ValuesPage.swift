import Easel

/// Toggles, a stepper whose count rolls (`contentTransition(.numericText(value:))`), sliders and progress indicators
/// sharing a few values.
struct ValuesPage: View {
  @State private var wifi = true
  @State private var agree = false
  @State private var pinned = false
  @State private var count = 3
  @State private var volume = 0.6

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Toggles") {
        Toggle("Wi-Fi", isOn: $wifi).frame(width: 260)
        Toggle("I agree to the terms", isOn: $agree).toggleStyle(.checkbox)
        Toggle(isOn: $pinned) { Label("Favourite", systemImage: "star") }.toggleStyle(.button)
      }
      CatalogGroup("Stepper") {
        HStack(spacing: 16) {
          Stepper("Copies", value: $count.animation(), in: 1...10).frame(width: 260)
          // The digits that change roll as the stepper counts, up or down with the value.
          Text("\(count)").font(.title).monospacedDigit().contentTransition(.numericText(value: Double(count)))
        }
      }
      CatalogGroup("Slider") {
        Slider(value: $volume, in: 0...1) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0 %")
        } maximumValueLabel: {
          Text("\(Int(volume * 100)) %")
        }
        .frame(width: 360)
      }
      CatalogGroup("Progress") {
        HStack(spacing: 24) {
          ProgressView()
          ProgressView("Loading…")
          ProgressView(value: volume) {
            Text("Download")
          } currentValueLabel: {
            Text("\(Int(volume * 100)) %")
          }
          .frame(width: 220)
        }
      }
    }
  }
}
