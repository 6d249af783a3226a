import EaselCairo
import EaselTestSupport
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Content types by extension and MIME type, and the item providers of files.
@MainActor
struct UTTypeTests {
  @Test func typesComeFromExtensionsAndMIMETypes() {
    #expect(UTType(filenameExtension: "png") == .png)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "txt")?.conforms(to: .text) == true)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType(mimeType: "Application/JSON") == .json)
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.image.preferredFilenameExtension == nil)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil, "a PNG is no text")
  }

  @Test func unknownExtensionsGiveDynamicTypes() throws {
    let unknown = try #require(UTType(filenameExtension: "qqq"))
    #expect(unknown.isDynamic)
    #expect(!unknown.isDeclared)
    #expect(unknown.conforms(to: .data))
    #expect(unknown.preferredFilenameExtension == "qqq")
    #expect(UTType(mimeType: "application/x-qqq")?.isDynamic == true)
    #expect(!UTType.png.isDynamic && UTType.png.isPublic)
  }

  @Test func anAppsDeclaredTypeIsFoundByItsExtensionAndMIMEType() {
    let sketch = UTType(
      exportedAs: "org.easel.test.sketch", conformingTo: .json, filenameExtension: "sketch",
      mimeType: "application/x-easel-sketch")
    #expect(UTType(filenameExtension: "sketch") == sketch)
    #expect(UTType(mimeType: "application/x-easel-sketch") == sketch)
    #expect(UTType("org.easel.test.sketch")?.conforms(to: .text) == true)
    #expect(sketch.isDeclared && !sketch.isPublic)
    #expect(sketch.preferredFilenameExtension == "sketch")
  }

  private func temporaryFile(named name: String, contents: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url)
    return url
  }

  @Test func aFilesProviderOffersItsURLAndItsContentType() async throws {
    CairoPlatform.install()
    let file = try temporaryFile(named: "red.png", contents: try fixture("red-4x3.png"))
    let provider = try #require(NSItemProvider(contentsOf: file))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.png.identifier))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    let image: UIImage? = await CompletionHandoff.value { done in
      provider.loadObject(ofClass: UIImage.self) { image, _ in done(image) }
    }
    #expect(image?.size == CGSize(width: 4, height: 3))
  }

  @Test func aFolderOffersOnlyItsURL() throws {
    let folder = try temporaryFile(named: "notes.txt", contents: Data("hello".utf8)).deletingLastPathComponent()
    let provider = try #require(NSItemProvider(contentsOf: folder))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier))
    #expect(provider.registeredTypeIdentifiers.allSatisfy { UTType($0)?.conforms(to: .url) == true })
    #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
  }

  @Test func aProviderOfDataOfAType() {
    let provider = NSItemProvider(item: Data([1, 2, 3]) as NSData, typeIdentifier: UTType.png.identifier)
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.dataNow(forTypeIdentifier: UTType.png.identifier) == Data([1, 2, 3]))
  }

  @Test func dropTargetsNamedByIdentifierStringsTakeImageFiles() throws {
    let file = try temporaryFile(named: "red.png", contents: try fixture("red-4x3.png"))
    let log = DropTypeLog()
    let host = ViewHost(
      Color.gray.frame(width: 100, height: 100)
        .onDrop(of: ["public.image"], isTargeted: nil) { providers, location in
          log.count = providers.count
          log.location = location
          return true
        },
      size: CGSize(width: 100, height: 100))
    #expect(!host.drop([NSItemProvider(object: "text" as NSString)], at: CGPoint(x: 50, y: 50)))
    #expect(host.drop([try #require(NSItemProvider(contentsOf: file))], at: CGPoint(x: 30, y: 40)))
    #expect(log.count == 1)
    #expect(log.location == CGPoint(x: 30, y: 40))
  }
}

@MainActor
final class DropTypeLog {
  var count = 0
  var location: CGPoint?
}
