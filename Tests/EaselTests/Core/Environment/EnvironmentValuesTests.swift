import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// An environment key's value is its default until a view sets it, whatever its type.
@MainActor
@Suite struct EnvironmentValuesTests {
  private struct GreetingKey: EnvironmentKey { static let defaultValue: String? = "hello" }

  @Test func anOptionalKeyReadsItsDefaultUntilSet() {
    var values = EnvironmentValues()
    #expect(values[GreetingKey.self] == "hello")
    values[GreetingKey.self] = "bonjour"
    #expect(values[GreetingKey.self] == "bonjour")
    values[GreetingKey.self] = nil
    #expect(values[GreetingKey.self] == nil, "nil set on purpose is not the default")
  }

  @Test func theSizeClassesAreRegularBeforeTheFirstLayout() {
    let values = EnvironmentValues()
    #expect(values.horizontalSizeClass == .regular)
    #expect(values.verticalSizeClass == .regular)
  }

  @Test func aFirstLayoutInARegularWindowRunsNoBodyAgain() {
    let graph = ViewGraph(SizeClassReader(), textEngine: FixedMetricsTextEngine())
    let built = graph.bodyEvaluationCount
    // Had the first layout changed the size classes, the environment of every node would change with them.
    graph.layout(in: CGSize(width: 1280, height: 800))
    #expect(graph.bodyEvaluationCount == built)
    graph.layout(in: CGSize(width: 400, height: 800))
    #expect(graph.bodyEvaluationCount == built + 1, "a narrow window makes the reader compact")
    #expect(graph.frame(ofText: "compact") != nil)
  }
}

private struct SizeClassReader: View {
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
}
