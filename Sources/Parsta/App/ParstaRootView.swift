import Easel
import Foundation

/// The whole app: the splash while storage opens, then the tab shell, in the chosen language and appearance.
public struct ParstaRootView: View {
  @StateObject private var model: ParstaModel
  private let defaults: UserDefaults

  /// The app in `environment`, with its settings in `defaults`.
  public init(environment: ParstaEnvironment = ParstaEnvironment(), defaults: UserDefaults = .standard) {
    let model = ParstaModel(environment: environment)
    // Storage opens while the window is being made, so that the splash is often done by the first frame.
    model.startOpening()
    _model = StateObject(wrappedValue: model)
    self.defaults = defaults
  }

  /// The app around a model that is already set up, for tests and tools.
  public init(model: ParstaModel, defaults: UserDefaults) {
    _model = StateObject(wrappedValue: model)
    self.defaults = defaults
  }

  public var body: some View {
    ParstaShell()
      .environmentObject(model)
      .defaultAppStorage(defaults)
  }
}

/// The shell inside the root: reads the settings, which need the root's app storage.
struct ParstaShell: View {
  @EnvironmentObject private var model: ParstaModel
  @AppStorage(SettingKeys.language) private var language = LanguageSetting.system()
  @AppStorage(SettingKeys.appearance) private var appearance = AppearanceSetting.system
  @State private var isSplashShown = true

  var body: some View {
    ZStack {
      CustomTabView()
      if isSplashShown {
        SplashView()
          .transition(.opacity)
          .onTapGesture { endSplash() }
      }
      if let rank = model.celebratedRank {
        RankCelebrationView(rank: rank) { model.celebratedRank = nil }
          .transition(.opacity)
      }
    }
    .tint(Color.parsta)
    .environment(\.locale, language.locale)
    .preferredColorScheme(appearance.colorScheme)
    .onAppear {
      if model.hasFinishedOpening { endSplash() }
    }
    .task {
      guard !model.hasFinishedOpening else { return }
      await model.open()
      endSplash()
    }
    .alert(
      Text("Storage"), isPresented: noticeShown, presenting: model.storageNotice,
      actions: { _ in Button("OK") { model.storageNotice = nil } },
      message: { notice in Text(notice.message) })
  }

  private func endSplash() {
    guard isSplashShown else { return }
    withAnimation(.easeOut(duration: 0.45)) { isSplashShown = false }
    // The start-up benchmark (Benchmarks/README.md, parsta-start) times a launch to Home's first frame on screen.
    if ProcessInfo.processInfo.environment["PARSTA_REPORT_HOME_FRAME"] == "1" {
      PlatformServices.afterNextFrame { FileHandle.standardOutput.write(Data("first-home-frame\n".utf8)) }
    }
  }

  private var noticeShown: Binding<Bool> {
    Binding(get: { model.storageNotice != nil }, set: { if !$0 { model.storageNotice = nil } })
  }
}

/// The keys of the settings kept in user defaults.
enum SettingKeys {
  static let language = "parsta.language"
  static let appearance = "parsta.appearance"
}

extension StorageNotice {
  /// What the user is told.
  var message: LocalizedStringKey {
    switch self {
    case .movedAside(let name, let reason):
      "Your progress database was damaged (\(reason)), so parSta! kept it as \(name) in its data folder and started a new one."
    case .unavailable(let reason):
      "parSta! could not open its database (\(reason)). Your progress cannot be saved until this is fixed."
    case .failed(let reason): "The change could not be saved: \(reason)"
    }
  }
}

#Preview("parSta!", traits: .fixedLayout(width: 390, height: 800)) {
  // A data folder and settings of its own and no network: the preview neither reads nor changes the learner's data.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-preview")
  let model = ParstaModel(
    environment: ParstaEnvironment(dataFolder: folder, feedURL: URL(string: "http://127.0.0.1:9/feed.xml")!))
  model.openNow()
  return ParstaRootView(model: model, defaults: UserDefaults(suiteName: "parsta-preview") ?? .standard)
}
