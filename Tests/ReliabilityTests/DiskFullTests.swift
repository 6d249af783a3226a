import Easel
import EaselTesting
import EmojiArt
import Foundation
import Fuzzing
import Parsta
import Testing

/// Saves onto a full disk (a small tmpfs, else a loop-mounted image): the save fails with a message that says so, and
/// the file on disk is the old one, whole.
@MainActor
@Suite struct DiskFullTests {
  /// A mounted small disk, or `nil` after printing why none can be had here.
  private func smallDisk() -> SmallDisk? {
    switch SmallDisk.make(bytes: 1_024 * 1_024) {
    case .success(let disk): return disk
    case .failure(let unavailable):
      print("DiskFullTests skipped: no small disk can be mounted here (\(unavailable))")
      return nil
    }
  }

  @Test func anEmojiArtSaveOntoAFullDiskFailsAndKeepsTheOldFile() throws {
    guard let disk = smallDisk() else { return }
    let file = disk.folder.appendingPathComponent("art.emojiart")
    var art = EmojiArt()
    for index in 0..<100 { art.addEmoji("🌵", x: -400 + index * 8, y: 200, size: 20) }
    art.addEmoji("🦖", x: 0, y: 0, size: 60)
    let original = try art.json()
    try original.write(to: file)
    let palettes = FileManager.default.temporaryDirectory.appendingPathComponent("palettes-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: palettes) }
    let host = ViewHost(
      scene: EmojiArtScene(paletteStore: PaletteStore(file: palettes)), size: CGSize(width: 900, height: 600),
      documents: [file])
    let session = try #require(host.documentWindows?.open.first?.session)
    // Saves happen when the test says, not on the autosave timer.
    session.autosaveScheduler = { _, _ in }
    let dinosaur = try #require(host.find(text: "🦖"))
    host.drag(
      from: CGPoint(x: dinosaur.midX, y: dinosaur.midY), to: CGPoint(x: dinosaur.midX + 40, y: dinosaur.midY))
    #expect(session.isEdited)

    try disk.fill(leaving: 1_024)
    let error = #expect(throws: (any Error).self) { try session.save() }
    let message = error.map { ($0 as NSError).localizedDescription } ?? ""
    #expect(message.localizedCaseInsensitiveContains("space"), "the message says the disk is full: \(message)")
    #expect(try Data(contentsOf: file) == original, "the old file is intact")
    #expect(session.isEdited, "the document still has its unsaved change")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path)
      .filter { $0 != "art.emojiart" && $0 != "filler" && $0 != "lost+found" }
    #expect(leftovers.isEmpty, "a failed save leaves no partial file: \(leftovers)")

    disk.unfill()
    try session.save()
    let saved = try EmojiArt(json: Data(contentsOf: file))
    #expect(saved.emojis.first { $0.text == "🦖" }?.x == 40, "once there is room, the change is saved")
  }

  @Test func aParstaChangeOntoAFullDiskFailsAndKeepsTheOldProfile() throws {
    guard let disk = smallDisk() else { return }
    let content = try ContentLibrary.bundled()
    do {
      let store = try ParstaStore(folder: disk.folder, content: content, nickname: "Before")
      try disk.fill(leaving: 4_096)
      let error = #expect(throws: (any Error).self) {
        try store.setNickname(String(repeating: "x", count: 200_000))
      }
      #expect("\(error.map { "\($0)" } ?? "")".localizedCaseInsensitiveContains("full"), "\(String(describing: error))")
    }
    disk.unfill()
    let reopened = try ParstaStore(folder: disk.folder, content: content)
    #expect(reopened.recovery == nil, "the database is not damaged")
    #expect(try reopened.profile().nickname == "Before")
  }
}
