// iOS 17-era models and environment: `@Observable`, `@Bindable`, `@Environment(Model.self)`, the accessibility and
// size settings, and a `PreviewProvider`.
import Easel
import Foundation

@Observable final class EnvironmentModelsProfile {
  var name = "Ada"
  var score = 3
}

struct EnvironmentModelsEditor: View {
  @Bindable var profile: EnvironmentModelsProfile

  var body: some View {
    VStack {
      TextField("Name", text: $profile.name)
      Stepper("Score \(profile.score)", value: $profile.score)
    }
  }
}

struct EnvironmentModelsBadge: View {
  @Environment(EnvironmentModelsProfile.self) private var profile
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.colorSchemeContrast) private var contrast
  @Environment(\.dynamicTypeSize) private var typeSize
  @ScaledMetric private var badgeSize: CGFloat = 20

  var body: some View {
    VStack {
      Text("Hello, \(profile.name)")
      Text(horizontalSizeClass == .compact ? "compact" : "regular")
      Text(reduceMotion ? "still" : "moving")
      Text(contrast == .increased ? "high contrast" : "standard contrast")
      Text("badge \(Int(badgeSize))")
      if typeSize.isAccessibilitySize { Text("large type") }
    }
  }
}

struct EnvironmentModelsOptionalReader: View {
  @Environment(EnvironmentModelsProfile.self) private var profile: EnvironmentModelsProfile?

  var body: some View { Text(profile?.name ?? "no profile") }
}

struct EnvironmentModelsScreen: View {
  @State private var profile = EnvironmentModelsProfile()

  var body: some View {
    VStack {
      EnvironmentModelsBadge()
      EnvironmentModelsEditor(profile: profile)
      EnvironmentModelsLocalBindable()
    }
    .environment(profile)
  }
}

/// A `@Bindable` made inside a body from an environment object.
struct EnvironmentModelsLocalBindable: View {
  @Environment(EnvironmentModelsProfile.self) private var profile

  var body: some View {
    @Bindable var profile = profile
    Toggle("Bonus", isOn: Binding(get: { profile.score > 5 }, set: { profile.score = $0 ? 10 : 0 }))
    Button("Rename") { $profile.name.wrappedValue = "Grace" }
  }
}

struct EnvironmentModelsScreen_Previews: PreviewProvider {
  static var previews: some View {
    EnvironmentModelsScreen()
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Profile")
  }
}
