import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A `FocusState` written by a view whose body never reads it (it only passes `$focus` on to a subview) still moves
/// focus: the write reaches the graph's focus, not only the bodies that read it.
@MainActor
@Suite struct FocusOnAppearTests {
  struct Card: View {
    var focus: FocusState<Int?>.Binding
    var body: some View {
      VStack {
        ForEach(0..<3, id: \.self) { index in
          Button("Choice \(index)") {}.focused(focus, equals: index)
        }
      }
    }
  }
  struct Round: View {
    @FocusState var choice: Int?
    var body: some View {
      VStack {
        ScrollView {
          Card(focus: $choice)
            .id("q1")
            .onAppear { if choice == nil { choice = 0 } }
        }
      }
    }
  }

  @Test func onAppearFocusesTheFirstChoice() throws {
    let host = ViewHost(Round(), size: CGSize(width: 300, height: 300))
    host.advance(by: 0.1)
    #expect(host.accessibilityElements.filter(\.isFocused).map(\.label) == ["Choice 0"])
  }
}
