import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// With `colorSchemeContrast` increased, system colours take Apple's accessible variants and the foreground's
/// levels move nearer the foreground.
@MainActor
@Suite struct ContrastTests {
  private func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> EnvironmentValues {
    var environment = EnvironmentValues()
    (environment.colorScheme, environment.colorSchemeContrast) = (scheme, contrast)
    return environment
  }

  @Test func systemColorsDarkenInLightAndLightenInDark() {
    let blue = Color.blue
    #expect(blue.resolve(in: environment(.light, .standard)) == Color.Resolved(red: 0, green: 122 / 255, blue: 1))
    #expect(
      blue.resolve(in: environment(.light, .increased)) == Color.Resolved(red: 0, green: 64 / 255, blue: 221 / 255))
    let dark = blue.resolve(in: environment(.dark, .increased))
    #expect(dark == Color.Resolved(red: 64 / 255, green: 156 / 255, blue: 1))
    #expect(Color.blue.opacity(0.5).resolve(in: environment(.light, .increased)).opacity == 0.5)
    #expect(Color.black.resolve(in: environment(.light, .increased)) == Color.black.resolve(in: .init()))
  }

  @Test func secondaryContentIsLessFadedWithIncreasedContrast() {
    func secondaryRed(_ contrast: ColorSchemeContrast) -> UInt8 {
      let host = ViewHost(
        ZStack {
          Color.white
          Rectangle().foregroundStyle(.secondary).frame(width: 40, height: 40)
        }
        .environment(\.colorSchemeContrast, contrast), size: CGSize(width: 40, height: 40))
      return host.render().pixel(x: 20, y: 20).r
    }
    // Black at 0.6 over white is lighter than black at 0.8.
    #expect(secondaryRed(.increased) < secondaryRed(.standard) - 30)
  }
}
