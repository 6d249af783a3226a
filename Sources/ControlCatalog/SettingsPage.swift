import Easel
import Foundation

/// Values kept in user defaults, the language of the catalog's own text, and a timer.
struct SettingsPage: View {
  @AppStorage("catalog.language") private var language = "en"
  @AppStorage("catalog.launches") private var launches = 0
  @State private var seconds = 0
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Language") {
        Picker("Language", selection: $language) {
          Text(verbatim: "English").tag("en")
          Text(verbatim: "Deutsch").tag("de")
          Text(verbatim: "한국어").tag("ko")
        }
        .pickerStyle(.segmented)
        .frame(width: 320)
        Text("Greeting")
        Text("Launches: \(launches)")
        Text("Seconds on this screen: \(seconds)")
        Button("Count a launch") { launches += 1 }
      }
      .environment(\.locale, Locale(identifier: language))
    }
    .onReceive(timer) { _ in seconds += 1 }
  }
}
