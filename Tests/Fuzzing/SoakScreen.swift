import ControlCatalog
import Easel
import EaselTesting
import Foundation
import GestureLab

/// An app's main window as a soak keeps it open: its size, and its content, which the soak makes afresh in the
/// same window before each sample so that every sample measures the window in the same state.
public struct SoakScreen: Sendable, CustomStringConvertible {
  /// The app.
  public let app: String
  /// The window's size at the start and at each sample.
  public let size: CGSize
  /// The most streams the content takes before it is made afresh, whatever the samples' interval; `nil` for the
  /// samples' interval. EmojiArt's document grows as streams paste and duplicate emojis (duplicating all of them
  /// doubles it) and every event lays out every emoji, so a document played for thousands of streams slows the
  /// streams sixfold.
  public let renewEvery: Int?
  /// Makes the window's content afresh: its views, model and files.
  public let makeContent: @MainActor @Sendable () -> FuzzContent

  public init(
    app: String, size: CGSize, renewEvery: Int? = nil, makeContent: @escaping @MainActor @Sendable () -> FuzzContent
  ) {
    (self.app, self.size, self.renewEvery, self.makeContent) = (app, size, renewEvery, makeContent)
  }

  public var description: String { "\(app) ▸ main window" }

  /// The seed of the streams app `app` (its index in ``all``) takes in the soak of `seed`: each app its own.
  public static func seed(_ seed: UInt64, app: Int) -> UInt64 { SeededGenerator.seed(seed, item: app) }

  /// The main window of each app: Gesture Lab's, the control catalog's with its sidebar, EmojiArt's document of 200
  /// emojis, and parSta!'s tabs.
  @MainActor public static var all: [SoakScreen] {
    [
      SoakScreen(app: "Gesture Lab", size: CGSize(width: 900, height: 640)) {
        // A clock that stands still, as in the campaign: the trace's times are shown.
        let trace = GestureTrace(clock: { 0 })
        return FuzzContent(view: AnyView(GestureLabView(trace: trace))) {
          trace.entries.count <= trace.capacity ? [] : ["the trace holds \(trace.entries.count) entries"]
        }
      },
      SoakScreen(app: "Control Catalog", size: CGSize(width: 980, height: 720)) {
        let folder = FuzzFolder("catalog")
        return FuzzContent(view: AnyView(CatalogView().defaultAppStorage(folder.defaults)), folder: folder)
      },
      SoakScreen(app: "EmojiArt", size: CGSize(width: 900, height: 600), renewEvery: 250) {
        FuzzScreens.emojiArtContent().0
      },
      SoakScreen(app: "parSta!", size: CGSize(width: 390, height: 800)) { FuzzScreens.parstaContent() },
    ]
  }
}
