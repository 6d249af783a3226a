import EaselGTK
import PreviewFixtureSwift5

/// The program `EaselPreviewTests` has render its previews: an Easel app whose files hold `#Preview` blocks in both
/// language modes (this target's in Swift 6, `PreviewFixtureSwift5`'s in Swift 5) and a `PreviewProvider`.
@main
struct PreviewFixtureApp: App {
  var body: some Scene {
    WindowGroup { FixtureCard(title: "App") }
  }
}
