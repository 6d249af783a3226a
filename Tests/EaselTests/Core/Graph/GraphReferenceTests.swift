import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What holds a graph without keeping it (a file dialog's request, a command router) reads `nil` once the graph is
/// gone, as a weak reference would.
@MainActor
@Suite struct GraphReferenceTests {
  @Test func aReferenceReadsTheGraphWhileItLivesAndNilAfter() {
    var graph: ViewGraph? = ViewGraph(Text("A"), textEngine: FixedMetricsTextEngine())
    let reference = graph!.reference
    #expect(reference.graph === graph)
    graph = nil
    #expect(reference.graph == nil)
  }

  @Test func aFileDialogRequestDoesNotKeepItsWindowsGraph() {
    var graph: ViewGraph? = ViewGraph(Text("A"), textEngine: FixedMetricsTextEngine())
    let request = FileDialogRequest(kind: .openFiles, allowedContentTypes: [.plainText], graph: graph)
    #expect(request.graph === graph)
    graph = nil
    #expect(request.graph == nil)
  }
}
