/// A screen of an app that the event fuzzer plays streams into: a tab, a pushed screen, an editor, the quiz.
public struct FuzzScreen: Sendable, CustomStringConvertible {
  /// The app.
  public let app: String
  /// The screen, within the app.
  public let name: String
  /// Makes the screen afresh: its own window, model and files.
  public let make: @MainActor @Sendable () -> FuzzTarget

  public init(app: String, name: String, make: @escaping @MainActor @Sendable () -> FuzzTarget) {
    (self.app, self.name, self.make) = (app, name, make)
  }

  public var description: String { "\(app) ▸ \(name)" }
}
