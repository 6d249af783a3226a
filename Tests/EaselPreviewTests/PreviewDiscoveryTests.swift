import EaselPreviewInterface
import EaselPreviewKit
import Foundation
import Testing

@Suite struct PreviewDiscoveryTests {
  @Test func previewMacrosAreFoundWithTheirNamesLinesAndSymbols() {
    let source = """
      import SwiftUI

      struct Card: View { var body: some View { Text("x") } }

      #Preview { Card() }
      /// A named one.
      #Preview("Dark", traits: .sizeThatFitsLayout) {
        Card()
      }
      func notAPreview() { let x = 1; _ = x }
      """
    let previews = PreviewDiscovery.previews(in: source, path: "/p/Sources/App/Card.swift", module: "App")
    #expect(previews.map(\.line) == [5, 7])
    #expect(previews.map(\.name) == [nil, "Dark"])
    #expect(previews.map(\.fileID) == ["App/Card.swift", "App/Card.swift"])
    #expect(previews.map(\.id) == ["Card-5", "Card-7"])
    #expect(previews.first?.symbol == "easel_preview_App_2FCard_2Eswift_L5")
    #expect(previews.allSatisfy { $0.mangledTypeName == nil })
  }

  @Test func previewProvidersAreFoundByTheirMangledNames() {
    let source = """
      struct Card_Previews: PreviewProvider {
        static var previews: some View { Card() }
      }
      enum Screens {
        struct Home_Previews: SwiftUI.PreviewProvider { static var previews: some View { Card() } }
      }
      private struct Hidden_Previews: PreviewProvider { static var previews: some View { Card() } }
      struct Generic_Previews<T>: PreviewProvider { static var previews: some View { Card() } }
      extension Card { struct InExtension_Previews: PreviewProvider { static var previews: some View { Card() } } }
      """
    let previews = PreviewDiscovery.previews(in: source, path: "/p/Card.swift", module: "App")
    #expect(previews.map(\.name) == ["Card_Previews", "Screens.Home_Previews"])
    #expect(previews.map(\.mangledTypeName) == ["3App13Card_PreviewsV", "3App7ScreensO13Home_PreviewsV"])
    #expect(previews.map(\.line) == [1, 5])
    #expect(previews.allSatisfy { $0.symbol == nil })
  }

  @Test func symbolsKeepLettersAndDigitsAndSpellTheRestInHex() {
    #expect(
      PreviewSymbol.name(fileID: "My_App/View 2.swift", line: 40) == "easel_preview_My_5FApp_2FView_202_2Eswift_L40")
  }

  @Test func compilerErrorsAreReadWithTheirFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-error-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Broken.swift")
    try "let fine = 1\n\nlet broken: Int = \"text\"\n".write(to: file, atomically: true, encoding: .utf8)
    let output = try ProcessRunner.run(["swiftc", "-typecheck", file.path], in: folder.path)
    let errors = BuildDiagnostic.errors(in: output.standardOutput + output.standardError)
    #expect(errors.count == 1)
    #expect(errors.first?.path == file.path)
    #expect(errors.first?.line == 3)
    #expect(errors.first?.message.contains("String") == true)
  }
}
