import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Escape as a screen reader performs it: the dialog element of a sheet, an alert, a confirmation dialog or a
/// popover offers the escape action, which does what the Escape key does there, and a view's own
/// `accessibilityAction(.escape)` is what Escape does around it.
@MainActor
@Suite struct AccessibilityEscapeTests {
  struct Sheet: View {
    @State var isShown = true
    var locked = false
    var body: some View {
      Text(isShown ? "Shown" : "Dismissed")
        .sheet(isPresented: $isShown) {
          VStack {
            Text("Details")
            Button("Close") { isShown = false }
          }
          .interactiveDismissDisabled(locked)
        }
    }
  }

  @Test func aSheetsEscapeActionDismissesItAsEscapeDoes() throws {
    let host = ViewHost(Sheet(), size: CGSize(width: 400, height: 300))
    host.advance(by: 1)
    let sheet = try #require(host.accessibilityTree.first)
    #expect(sheet.role == .dialog && sheet.label == "Details" && sheet.actions == [.escape])
    #expect(host.performAccessibilityAction(.escape, on: sheet))
    host.advance(by: 1)
    #expect(host.accessibilityTree.map(\.label) == ["Dismissed"])
    // The dialog left with its sheet: its action does nothing now.
    #expect(!host.performAccessibilityAction(.escape, on: sheet))
  }

  @Test func aSheetThatDisablesInteractiveDismissalOffersNoEscape() throws {
    let host = ViewHost(Sheet(locked: true), size: CGSize(width: 400, height: 300))
    host.advance(by: 1)
    let sheet = try #require(host.accessibilityTree.first)
    #expect(sheet.role == .dialog && sheet.actions.isEmpty)
    #expect(!host.performAccessibilityAction(.escape, on: sheet))
    _ = host.key(.escape)
    host.advance(by: 1)
    #expect(host.accessibilityTree.first?.role == .dialog, "neither the reader nor the key dismissed it")
  }

  @Test func anAlertsEscapeActionPressesItsCancelButton() throws {
    struct Asking: View {
      @State var isAsking = true
      @State var answer = "none"
      var body: some View {
        Text("Answer: \(answer)")
          .alert("Discard the drawing?", isPresented: $isAsking) {
            Button("Discard", role: .destructive) { answer = "discard" }
            Button("Keep", role: .cancel) { answer = "keep" }
          }
      }
    }
    let host = ViewHost(Asking(), size: CGSize(width: 400, height: 300))
    host.advance(by: 1)
    let alert = try #require(host.accessibilityTree.first)
    #expect(alert.role == .alert && alert.actions == [.escape])
    #expect(host.performAccessibilityAction(.escape, on: alert))
    host.advance(by: 1)
    #expect(host.accessibilityTree.map(\.label) == ["Answer: keep"])
  }

  @Test func aConfirmationDialogAndAPopoverAreDismissedByEscape() throws {
    struct Presenting: View {
      @State var isConfirming = false
      @State var isShowingTip = false
      var body: some View {
        VStack {
          Button("Delete") { isConfirming = true }
            .confirmationDialog("Delete the sticker?", isPresented: $isConfirming) {
              Button("Delete", role: .destructive) {}
            }
          Button("Tip") { isShowingTip = true }
            .popover(isPresented: $isShowingTip) { Text("Drag to move") }
        }
      }
    }
    let host = ViewHost(Presenting(), size: CGSize(width: 400, height: 400))
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Delete"))))
    host.advance(by: 1)
    let dialog = try #require(host.accessibilityTree.first)
    #expect(dialog.role == .alert && dialog.actions == [.escape])
    #expect(host.performAccessibilityAction(.escape, on: dialog))
    host.advance(by: 1)
    #expect(host.accessibilityTree.map(\.role) == [.button, .button])
    #expect(host.performAccessibilityAction(on: try #require(host.find(accessibilityLabel: "Tip"))))
    host.advance(by: 1)
    let popover = try #require(host.accessibilityTree.last)
    #expect(popover.label == "Drag to move" && popover.actions == [.escape])
    #expect(host.performAccessibilityAction(.escape, on: popover))
    host.advance(by: 1)
    #expect(host.find(accessibilityLabel: "Drag to move") == nil)
  }

  @Test func aViewsOwnEscapeActionIsWhatEscapeDoesAroundIt() throws {
    struct Editing: View {
      @State var isEditing = true
      @State var escapes = 0
      var body: some View {
        Text("Closed")
          .sheet(isPresented: $isEditing) {
            VStack {
              Text("Escapes: \(escapes)")
              Button("Rename") {}
                .accessibilityAction(.escape) { escapes += 1 }
              Button("Other") {}
            }
          }
      }
    }
    let host = ViewHost(Editing(), size: CGSize(width: 400, height: 300))
    host.advance(by: 1)
    _ = host.key(.tab)
    let rename = try #require(host.find(accessibilityLabel: "Rename"))
    #expect(rename.isFocused && rename.actions == [.default, .escape])
    // The key: the focused button's escape action, not the sheet's dismissal.
    #expect(host.key(.escape))
    #expect(host.find(accessibilityLabel: "Escapes: 1") != nil)
    // The reader's escape on the dialog goes the same way, from the focus; and on the button itself.
    let sheet = try #require(host.accessibilityTree.first)
    #expect(host.performAccessibilityAction(.escape, on: sheet))
    #expect(host.performAccessibilityAction(.escape, on: rename))
    host.advance(by: 1)
    #expect(host.find(accessibilityLabel: "Escapes: 3") != nil)
    // With the focus on a view without one, Escape dismisses the sheet again.
    _ = host.key(.tab)
    #expect(host.find(accessibilityLabel: "Other")?.isFocused == true)
    #expect(host.key(.escape))
    host.advance(by: 1)
    #expect(host.accessibilityTree.map(\.label) == ["Closed"])
  }

  @Test func escapeOutsideAnyPresentationRunsTheFocusedViewsEscapeAction() throws {
    struct Searching: View {
      @State var query = "emoji"
      var body: some View {
        VStack {
          Button("Search: \(query)") {}
            .accessibilityAction(.escape) { query = "" }
        }
      }
    }
    let host = ViewHost(Searching(), size: CGSize(width: 400, height: 300))
    _ = host.key(.tab)
    #expect(host.key(.escape))
    #expect(host.find(accessibilityLabel: "Search: ") != nil)
  }
}
