import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Focus goes back to the control that opened a presentation when it closes, as GTK returns it to a dialog's opener.
@MainActor
@Suite struct PresentationFocusTests {
  struct Screen: View {
    @State var isPresented = false
    var body: some View {
      VStack {
        Button("First") {}
        Button("Delete") { isPresented = true }
          .alert("Delete it?", isPresented: $isPresented) {
            Button("Delete", role: .destructive) {}
          }
      }
    }
  }

  @Test func focusReturnsToTheButtonThatOpenedAnAlert() throws {
    let host = ViewHost(Screen(), size: CGSize(width: 400, height: 300))
    host.key(.tab)
    host.key(.tab)
    #expect(host.accessibilityElements.first { $0.isFocused }?.label == "Delete")
    host.key(.space)
    host.advance(by: 1)
    #expect(host.accessibilityTree.first?.role == .alert)
    // Into the alert: its button takes focus.
    host.key(.tab)
    #expect(
      host.accessibilityElements.first { $0.isFocused }.map { $0.role == .button && $0.label == "Delete" } == true)
    host.key(.escape)
    host.advance(by: 1)
    #expect(host.accessibilityTree.first { $0.role == .alert } == nil)
    let focused = try #require(host.accessibilityElements.first { $0.isFocused })
    #expect(focused.label == "Delete" && focused.role == .button)
  }
}
