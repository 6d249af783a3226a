import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct EnvironmentAndModelsChecks {
  @Test func bindableBindingsEditTheObservableModel() {
    let profile = EnvironmentModelsProfile()
    let host = ViewHost(
      VStack {
        EnvironmentModelsBadge()
        EnvironmentModelsEditor(profile: profile)
      }
      .environment(profile),
      size: CGSize(width: 700, height: 500))
    #expect(host.find(text: "Hello, Ada") != nil, "@Environment(Model.self) reads the object .environment placed")
    host.key(.tab)
    host.type("!")
    #expect(profile.name.hasSuffix("!"), "$profile.name of @Bindable writes the model")
    #expect(host.find(text: "Hello, \(profile.name)") != nil)
  }

  @Test func aBindableDeclaredInABodyBindsToo() {
    let host = ViewHost(EnvironmentModelsScreen(), size: CGSize(width: 700, height: 500))
    host.tap(text: "Rename")
    #expect(host.find(text: "Hello, Grace") != nil)
  }

  @Test func theSizeClassesFollowTheWindowsSize() {
    let wide = ViewHost(EnvironmentModelsScreen(), size: CGSize(width: 700, height: 500))
    #expect(wide.find(text: "regular") != nil)
    let narrow = ViewHost(EnvironmentModelsScreen(), size: CGSize(width: 390, height: 700))
    #expect(narrow.find(text: "compact") != nil)
    narrow.size = CGSize(width: 800, height: 700)
    #expect(narrow.find(text: "regular") != nil, "resizing the window changes the class")
  }

  @Test func accessibilitySettingsAndTheTextSizeReachTheViews() {
    let plain = ViewHost(EnvironmentModelsScreen(), size: CGSize(width: 700, height: 500))
    #expect(plain.find(text: "moving") != nil)
    #expect(plain.find(text: "standard contrast") != nil)
    #expect(plain.find(text: "badge 20") != nil, "@ScaledMetric keeps its value at the default text size")
    let adjusted = ViewHost(
      EnvironmentModelsScreen()
        .environment(\.accessibilityReduceMotion, true)
        .environment(\.colorSchemeContrast, .increased)
        .dynamicTypeSize(.accessibility3),
      size: CGSize(width: 700, height: 500))
    #expect(adjusted.find(text: "still") != nil)
    #expect(adjusted.find(text: "high contrast") != nil)
    #expect(adjusted.find(text: "large type") != nil)
    #expect(adjusted.find(text: "badge 47") != nil, "20 × 40/17 at accessibility3, as iOS scales body text")
  }

  @Test func anOptionalEnvironmentObjectIsNilWithoutOne() {
    let without = ViewHost(EnvironmentModelsOptionalReader(), size: CGSize(width: 300, height: 100))
    #expect(without.find(text: "no profile") != nil)
    let with = ViewHost(
      EnvironmentModelsOptionalReader().environment(EnvironmentModelsProfile()), size: CGSize(width: 300, height: 100))
    #expect(with.find(text: "Ada") != nil)
  }

  @Test func previewProvidersCompileAndAreNotShown() {
    let host = ViewHost(EnvironmentModelsScreen_Previews.previews, size: CGSize(width: 700, height: 500))
    #expect(host.find(text: "Hello, Ada") != nil, "the previews are an ordinary view")
  }
}
