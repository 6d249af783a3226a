/// Every screen the event fuzzer plays into: each screen of Gesture Lab, of the control catalog, EmojiArt with a
/// document of 200 emojis (with its palette editor), every tab and pushed screen of parSta!, and `easel-preview`'s window.
public enum FuzzScreens {
  /// All of them, in a fixed order so that a campaign's seed names the same streams everywhere.
  @MainActor public static var all: [FuzzScreen] { gestureLab + controlCatalog + emojiArt + parsta + preview }
}
