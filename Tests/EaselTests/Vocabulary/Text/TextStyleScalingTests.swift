import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Text styles follow the user's text size, as `@ScaledMetric` does; fixed sizes do not.
@MainActor
@Suite struct TextStyleScalingTests {
  @Test func aTextStyleScalesWithTheDynamicTypeSizeAndAFixedSizeDoesNot() {
    var environment = EnvironmentValues()
    #expect(Font.body.resolved(in: environment).size == 17)
    #expect(Font.title.resolved(in: environment).size == 28)
    environment.dynamicTypeSize = .xxLarge
    #expect(Font.body.resolved(in: environment).size == 21)
    #expect(Font.title.resolved(in: environment).size == 35, "28 × 21/17, to whole points")
    #expect(Font.system(size: 13).resolved(in: environment).size == 13)
    environment.dynamicTypeSize = .xSmall
    #expect(Font.caption.resolved(in: environment).size == 10)
  }

  @Test func textDrawsLargerAtALargerTextSize() {
    func height(at size: DynamicTypeSize) -> CGFloat? {
      let host = ViewHost(Text("Scaled").font(.headline).dynamicTypeSize(size), size: CGSize(width: 300, height: 200))
      return host.find(text: "Scaled")?.height
    }
    let large = height(at: .large)
    let accessibility = height(at: .accessibility3)
    #expect(large != nil && accessibility != nil)
    if let large, let accessibility { #expect(accessibility > large * 2) }
  }

  @Test func theSystemFontTakesTheDesktopsFamilyAndCustomFontsKeepTheirs() {
    var environment = EnvironmentValues()
    environment.systemFontFamily = "DejaVu Serif"
    #expect(Font.body.resolved(in: environment).familyList == "DejaVu Serif, sans-serif")
    #expect(Font.body.monospaced().resolved(in: environment).familyList == "monospace")
    #expect(Font.custom("Noto Sans", size: 12).resolved(in: environment).familyList == "Noto Sans")
  }
}
