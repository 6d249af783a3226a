import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Each host gives its views its own services through the environment: two hosts in one process never use each
/// other's clipboard or dialogs, whichever was made last.
@MainActor
@Suite struct HostServicesTests {
  private func field(_ text: String) -> some View {
    TextField("", text: .constant(text)).frame(width: 150)
  }

  @Test func twoHostsCopyToTheirOwnClipboards() {
    let first = ViewHost(field("first"), size: CGSize(width: 200, height: 50))
    let second = ViewHost(field("second"), size: CGSize(width: 200, height: 50))
    for host in [first, second] {
      host.graph.moveFocus()
      host.key("a", modifiers: .control)
      host.key("c", modifiers: .control)
    }
    #expect(first.clipboard.string == "first")
    #expect(second.clipboard.string == "second")
  }

  @Test func aDialogShowsForTheHostWhoseViewAsked() {
    struct Importer: View {
      @State var isPresented = false
      var body: some View {
        Button("Import") { isPresented = true }
          .fileImporter(isPresented: $isPresented, allowedContentTypes: [.plainText]) { _ in }
      }
    }
    let asking = ViewHost(Importer(), size: CGSize(width: 200, height: 100))
    let other = ViewHost(Importer(), size: CGSize(width: 200, height: 100))
    asking.tap(text: "Import")
    asking.layout()
    #expect(asking.fileDialog != nil)
    #expect(other.fileDialog == nil)
  }
}
