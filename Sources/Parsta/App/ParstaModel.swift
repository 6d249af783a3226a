import Easel
import Foundation
import SQLiteStore

/// The app's state shared by every screen: the store once it is open, the profile, and the rank celebration.
///
/// Storage opens off the main thread while the splash shows (``open()``); until then ``store`` is `nil`.
@MainActor
public final class ParstaModel: ObservableObject {
  /// The world the app runs in.
  public let environment: ParstaEnvironment
  /// The open store; `nil` while it opens, or when it could not be opened at all.
  @Published public private(set) var store: ParstaStore?
  /// The learner.
  @Published public private(set) var profile = Profile(nickname: "", avatar: .standard, xp: 0)
  /// A rank just reached, shown as a celebration until dismissed.
  @Published public var celebratedRank: Rank?
  /// Why the store could not be opened at all; `nil` while it opens and once it is open.
  @Published public private(set) var storeFailure: String?
  /// A problem with storage to tell the user about once: a damaged database moved aside, or no database at all.
  @Published public var storageNotice: StorageNotice?
  /// Home's news: kept here rather than by the news view, which leaves the screen with Home at every switch of tab,
  /// so that coming back shows the posts already fetched instead of fetching them again.
  public let news = NewsFeed()

  public init(environment: ParstaEnvironment = ParstaEnvironment()) { self.environment = environment }

  /// Today, in the user's calendar.
  public var today: Day { environment.today }

  /// Whether opening the store has ended, with the store or with ``storeFailure``.
  public var hasFinishedOpening: Bool { store != nil || storeFailure != nil }

  /// Reads the content and opens the store on a background thread, then publishes it.
  public func open() async {
    guard !hasFinishedOpening else { return }
    let result = await startOpening().value
    if !hasFinishedOpening { adopt(result) }
  }

  /// The background openings, one per data folder: a root view made again (as a window's content can be) shares
  /// the opening its first instance started instead of opening the database once more.
  private static var openings: [URL: Task<Result<ParstaStore, any Error>, Never>] = [:]

  /// Starts reading the content and opening the store on a background thread, so that they run while the window
  /// is still being set up; ``open()`` waits for it.
  @discardableResult
  public func startOpening() -> Task<Result<ParstaStore, any Error>, Never> {
    if let opening = Self.openings[environment.dataFolder] { return opening }
    let environment = environment
    let task = Task.detached(priority: .userInitiated) { () -> Result<ParstaStore, any Error> in
      Result {
        try ParstaStore(folder: environment.dataFolder, content: try ContentLibrary.bundled(), now: environment.now())
      }
    }
    Self.openings[environment.dataFolder] = task
    return task
  }

  /// Opens the store on this thread: for tests and tools that have no run loop to wait on.
  public func openNow(content: ContentLibrary? = nil) {
    adopt(
      Result {
        try ParstaStore(
          folder: environment.dataFolder, content: try content ?? ContentLibrary.bundled(), now: environment.now())
      })
  }

  private func adopt(_ result: Result<ParstaStore, any Error>) {
    switch result {
    case .success(let store):
      self.store = store
      if let recovery = store.recovery {
        storageNotice = .movedAside(
          recovery.movedDatabase.lastPathComponent, reason: String(describing: recovery.reason))
      }
      reloadProfile()
    case .failure(let error):
      storeFailure = String(describing: error)
      storageNotice = .unavailable(String(describing: error))
    }
  }

  /// Reads the profile again after the store changed it. An unchanged profile is not set again: setting a published
  /// property tells every view observing the model to run its body, and most changes (opening today's quiz, a
  /// practice round) leave the profile as it was.
  public func reloadProfile() {
    guard let store, let profile = try? store.profile(), profile != self.profile else { return }
    self.profile = profile
  }

  /// Runs a change to the store, then reloads the profile and celebrates a rank newly reached. A failure is shown
  /// as a notice and the data stays as it was (each change is one transaction).
  @discardableResult
  public func change<Result>(_ body: (ParstaStore) throws -> Result) -> Result? {
    guard let store else { return nil }
    let rankBefore = profile.rank
    do {
      let result = try body(store)
      reloadProfile()
      if profile.rank.level > rankBefore.level { celebratedRank = profile.rank }
      return result
    } catch {
      storageNotice = .failed(String(describing: error))
      return nil
    }
  }
}

/// What the app tells the user about its storage.
public enum StorageNotice: Hashable, Sendable {
  /// The database was damaged and moved aside under this name; a fresh one was made.
  case movedAside(String, reason: String)
  /// No database could be opened.
  case unavailable(String)
  /// A change could not be saved.
  case failed(String)
}
