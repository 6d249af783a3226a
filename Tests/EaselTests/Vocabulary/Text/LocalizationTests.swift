import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct LocalizationTests {
  private let bundle = Bundle(url: Bundle.module.url(forResource: "Localization", withExtension: nil)!)!

  private struct Greeting: View {
    let bundle: Bundle
    @State private var score = 3
    var body: some View {
      VStack {
        Text("greeting", bundle: bundle)
        Text("Score: \(score)", bundle: bundle)
        Text("untranslated", bundle: bundle)
      }
    }
  }

  @Test func textLooksItsKeyUpInTheLanguageOfTheLocale() {
    let host = ViewHost(
      Greeting(bundle: bundle).environment(\.locale, Locale(identifier: "ko_KR")), size: CGSize(width: 300, height: 120)
    )
    #expect(host.find(text: "안녕하세요") != nil)
    #expect(host.find(text: "점수: 3") != nil, "interpolations fill the translated format")
    #expect(host.find(text: "untranslated") != nil, "a key without a translation shows itself")
  }

  @Test func changingTheLanguageAtRuntimeRerendersInThatLanguage() {
    struct Switcher: View {
      let bundle: Bundle
      @State var locale = Locale(identifier: "en_US")
      var body: some View {
        VStack {
          Greeting(bundle: bundle)
          Text(verbatim: "Deutsch").onTapGesture { locale = Locale(identifier: "de_DE") }
        }
        .environment(\.locale, locale)
      }
    }
    let host = ViewHost(Switcher(bundle: bundle), size: CGSize(width: 300, height: 160))
    #expect(host.find(text: "Hello") != nil)
    let english = host.render()
    host.tap(text: "Deutsch")
    #expect(host.find(text: "Hallo") != nil)
    #expect(host.find(text: "Punkte: 3") != nil)
    #expect(host.find(text: "Hello") == nil)
    #expect(host.render().pngData() != english.pngData())
  }

  @Test func withoutABundleTheAppsBundlesAreSearched() {
    #expect(LocalizationTable.appBundles.first == Bundle.main)
    let text = LocalizedStringKey("greeting").resolved(table: nil, bundle: nil, locale: Locale(identifier: "de"))
    #expect(text == "greeting" || text == "Hallo")
  }
}
