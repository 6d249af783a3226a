import Easel

/// parSta!'s window: phone-sized, as the team designed it; made wider, it centres its content.
///
/// ```swift
/// @main struct ParstaApp: App {
///   var body: some Scene { ParstaScene() }
/// }
/// ```
public struct ParstaScene: Scene {
  private let environment: ParstaEnvironment

  /// The app in the user's environment (their data folder and clock), or another one.
  public init(environment: ParstaEnvironment = ParstaEnvironment()) { self.environment = environment }

  public var body: some Scene {
    WindowGroup("parSta!") {
      ParstaRootView(environment: environment)
    }
    .defaultSize(width: 390, height: 800)
    .minimumSize(width: 360, height: 640)
  }
}
