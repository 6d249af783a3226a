import Easel
import Foundation
import Testing

@testable import EaselGTK

/// How several copied items become the desktop clipboard's one item.
@MainActor
@Suite struct DesktopClipboardMergeTests {
  @Test func textsJoinByLinesURIListsConcatenateAndOtherTypesKeepTheFirst() {
    let first = ClipboardItem([
      .init(mimeType: "application/x-org.easel.sticker", data: Data("1".utf8)),
      .init(mimeType: ClipboardItem.textMIMEType, data: Data("one".utf8)),
    ])
    let second = ClipboardItem([
      .init(mimeType: "application/x-org.easel.sticker", data: Data("2".utf8)),
      .init(mimeType: ClipboardItem.textMIMEType, data: Data("two".utf8)),
    ])
    let merged = DesktopClipboard.merged([first, second, ClipboardItem(url: URL(string: "https://example.com/")!)])
    #expect(merged.mimeTypes == ["application/x-org.easel.sticker", ClipboardItem.textMIMEType, "text/uri-list"])
    #expect(merged.data(forMIMEType: "application/x-org.easel.sticker") == Data("1".utf8))
    #expect(merged.string == "one\ntwo\nhttps://example.com/")
    #expect(merged.urls == [URL(string: "https://example.com/")!])
    #expect(DesktopClipboard.merged([first]) == first)
  }
}
