import Easel
import EaselTesting
import Foundation

@testable import Parsta

/// parSta! hosted headlessly: its own data folder and settings, on a fixed day, in a phone-sized window.
@MainActor
struct ParstaTestHost {
  let host: ViewHost
  let model: ParstaModel
  let defaults: UserDefaults
  let folder: URL

  /// The app after its splash, on `day` (noon UTC), in `language` and `scheme`.
  init(
    day: String = "2026-12-01", language: LanguageSetting = .english, scheme: ColorScheme = .light,
    size: CGSize = CGSize(width: 390, height: 800), content: ContentLibrary? = nil, folder: URL? = nil,
    defaults: UserDefaults? = nil
  ) {
    self.folder = folder ?? ParstaFixtures.folder()
    let clock = TestClock(date: ParstaFixtures.noon(day))
    let environment = ParstaEnvironment(
      dataFolder: self.folder, now: { clock.date }, calendar: ParstaFixtures.calendar,
      feedURL: URL(string: "http://127.0.0.1:9/unreachable.xml")!, searchPath: "")
    model = ParstaModel(environment: environment)
    model.openNow(content: content)
    if let defaults {
      self.defaults = defaults
    } else {
      self.defaults = UserDefaults(suiteName: "parsta-tests-\(UUID().uuidString)")!
      self.defaults.set(language.rawValue, forKey: SettingKeys.language)
    }
    host = ViewHost(ParstaRootView(model: model, defaults: self.defaults), size: size, colorScheme: scheme)
    host.layout()
    host.advance(by: 1)
  }

  /// Taps the text, failing the test when it is not shown.
  func tap(_ text: String) -> Bool { host.tap(text: text) }

  /// Lets animations and timers run for `seconds`.
  func wait(_ seconds: TimeInterval = 1) { host.advance(by: seconds) }

  /// Whether `text` is shown.
  func shows(_ text: String) -> Bool { host.find(text: text) != nil }
}

/// A clock the tests set.
final class TestClock: @unchecked Sendable {
  var date: Date
  init(date: Date) { self.date = date }
}
