import EaselTesting
import Foundation
import LocalHTTPServer
import SwiftUI
import Testing

/// The snippets that `import SwiftUI`, `UIKit`, `AppKit` and `UniformTypeIdentifiers` as written compile (this
/// target builds them) and behave as on Apple's systems.
@MainActor
@Suite struct SwiftUIModuleChecks {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  @Test(arguments: [ColorScheme.light, .dark])
  func theDeviceScreenDrawsUIKitsSemanticColors(colorScheme: ColorScheme) {
    let host = ViewHost(DeviceInfoScreen(), size: CGSize(width: 360, height: 420), colorScheme: colorScheme)
    #expect(host.find(text: "Linux on a Computer") != nil)
    #expect(UIDevice.current.systemVersion.split(separator: ".").count == 3)
    #expect(host.find(text: "Large screen") != nil, "a desktop is no phone")
    #expect(host.find(text: "Screen width 1440") != nil, "a headless host answers the documented default screen")
    let name = "device-info-\(colorScheme == .dark ? "dark" : "light")"
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func copyingGoesThroughTheSystemPasteboard() {
    let host = ViewHost(DeviceInfoScreen(), size: CGSize(width: 360, height: 420))
    host.tap(text: "Copy name")
    #expect(UIPasteboard.general.string == UIDevice.current.name)
    #expect(UIPasteboard.general.hasStrings)
    #expect(host.find(text: "Copied") != nil)

    let row = ViewHost(SnippetListRow(snippet: "let x = 1"), size: CGSize(width: 360, height: 80))
    row.tap(text: "Copy")
    #expect(NSPasteboard.general.string(forType: .string) == "let x = 1")
    #expect(UIPasteboard.general.string == "let x = 1", "both stand-ins share the one clipboard")
  }

  @Test func theWordGameAsksARealSpellChecker() throws {
    try #require(!UITextChecker.availableLanguages.isEmpty, "install hunspell-en-us")
    let game = WordGameView()
    #expect(game.isReal(word: "silent"))
    #expect(!game.isReal(word: "slient"))
    let checker = UITextChecker()
    let text = "I can spel and I cn write"
    let first = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en_US")
    #expect(first == NSRange(location: 6, length: 4))
    let second = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 10, wrap: false,
      language: "en_US")
    #expect(second == NSRange(location: 17, length: 2))
    let wrapped = checker.rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 20, wrap: true, language: "en_US")
    #expect(wrapped == first, "wrapping searches again from the start")
    #expect(checker.guesses(forWordRange: first, in: text, language: "en_US")?.contains("spell") == true)
    checker.ignoreWord("spel")
    #expect(
      checker.rangeOfMisspelledWord(
        in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false,
        language: "en_US") == second)
  }

  @Test func dynamicAndConstantColorsAsUIKitAndSwiftUIHaveThem() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = EnvironmentValues()
    let accent = Color(uiColor: .brandAccent)
    #expect(accent.resolve(in: light) != accent.resolve(in: dark))
    #expect(Color(uiColor: .systemBackground).resolve(in: dark) == Color.black.resolve(in: dark))
    #expect(Color(.label).resolve(in: light) == Color.primary.resolve(in: light))
    #expect(Color.red.cgColor == nil, "system colors are dynamic: SwiftUI gives no CGColor")
    #expect(BrandSwatch().components == [0.1, 0.5, 0.9, 1].map { CGFloat(Float($0)) })
    let cg = try #require(UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.5).cgColor.components)
    #expect(cg == [0.25, 0.5, 1, 0.5])
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    NSColor.panelTint.getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(abs(red - 0.2) < 0.001 && alpha == 1)
    #expect(Color(nsColor: .labelColor) == Color(uiColor: .label), "AppKit's colors are UIKit's")
  }

  @Test func imagesAreEqualWhenTheirDataIs() throws {
    let host = ViewHost(Color.clear, size: CGSize(width: 8, height: 8))
    _ = host.render()
    let red = try #require(ImageRenderer(content: Color.red.frame(width: 4, height: 4)).uiImage?.pngData())
    let blue = try #require(ImageRenderer(content: Color.blue.frame(width: 4, height: 4)).uiImage?.pngData())
    let first = try #require(UIImage(data: red))
    let second = try #require(UIImage(data: red))
    #expect(first !== second)
    #expect(first == second, "UIKit compares images by their data")
    #expect(first.hashValue == second.hashValue)
    #expect(first != UIImage(data: blue))
    #expect(first != UIImage(data: red, scale: 2))
  }

  @Test func uniformTypeIdentifiersIsTheTypeEaselUses() {
    #expect(UniformTypeIdentifiers.UTType.self == Easel.UTType.self)
    #expect(DocumentKinds.readable.allSatisfy { $0.conforms(to: .data) })
    #expect(DocumentKinds.exported.conforms(to: .data))
    #expect(UTType("com.example.sketch") == DocumentKinds.exported)
  }

  @Test func dataTaskPublisherLoadsAndDecodes() async throws {
    let body = Data(#"[{"id": 1, "title": "Hello"}]"#.utf8)
    let server = try LocalHTTPServer(files: [
      "/posts.json": ("application/json", body), "/bad.json": ("application/json", Data("{".utf8)),
    ])
    defer { server.stop() }
    let loader = PostsLoader()
    loader.load(from: server.url("/posts.json"))
    for _ in 0..<200 where loader.posts.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(loader.posts == [PostsLoader.Post(id: 1, title: "Hello")])
    loader.load(from: server.url("/bad.json"))
    for _ in 0..<200 where !loader.failed { try await Task.sleep(for: .milliseconds(10)) }
    #expect(loader.failed, "a body that does not decode ends the stream with the error")
  }

  @Test func cancellingADataTaskPublisherEndsItWithoutACompletion() async throws {
    let server = try LocalHTTPServer(files: ["/slow": ("text/plain", Data("x".utf8))])
    defer { server.stop() }
    let completions = LockedCount()
    // The session answers on the main queue, which this test holds until it has cancelled: the answer always
    // comes after the cancellation.
    let session = URLSession(configuration: .ephemeral, delegate: nil, delegateQueue: .main)
    let subscription = session.dataTaskPublisher(for: server.url("/slow"))
      .sink(receiveCompletion: { _ in completions.add() }, receiveValue: { _ in completions.add() })
    subscription.cancel()
    try await Task.sleep(for: .milliseconds(300))
    #expect(completions.value == 0)
  }
}

/// Counts callbacks from any thread.
private final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
