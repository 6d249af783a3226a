import Foundation
import Parsta

extension InputFormats {
  /// parSta!'s database file, damaged: it opens, or is moved aside byte for byte and a new one started, or opening
  /// fails with a message; the user's file is never lost.
  static func parstaDatabase(_ content: ContentLibrary) -> InputFormat {
    InputFormat(name: "parsta.sqlite", samples: [parstaDatabaseSample(content)].filter { !$0.isEmpty }) { data in
      let folder = FuzzFolder("parsta-db")
      let file = folder.url.appendingPathComponent(ParstaStore.fileName)
      try data.write(to: file)
      let store: ParstaStore
      do {
        store = try ParstaStore(folder: folder.url, content: content, now: Date(timeIntervalSince1970: 1_764_590_400))
      } catch {
        // The file it could not open must still be there, as it was.
        guard (try? Data(contentsOf: file)) == data else {
          throw InputFuzzProblem("a database that failed to open was changed")
        }
        return .refused("\(error)")
      }
      if let recovery = store.recovery {
        guard (try? Data(contentsOf: recovery.movedDatabase)) == data else {
          throw InputFuzzProblem("a damaged database was not kept aside intact")
        }
      }
      do {
        _ = try store.profile()
        return .accepted
      } catch {
        return .refused("\(error)")
      }
    }
  }

  /// A database with a profile and a day's quiz, as parSta! leaves it.
  static func parstaDatabaseSample(_ content: ContentLibrary) -> Data {
    let folder = FuzzFolder("parsta-sample")
    // The store closes its database as it goes, so the file holds everything.
    do {
      guard let store = try? ParstaStore(folder: folder.url, content: content) else { return Data() }
      try? store.setNickname("Fuzz")
      _ = try? store.dailyQuiz(on: Day(ordinal: 20_000))
    }
    return (try? Data(contentsOf: folder.url.appendingPathComponent(ParstaStore.fileName))) ?? Data()
  }
}
