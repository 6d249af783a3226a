import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
final class AlertLog {
  var entries: [String] = []
}

/// The older `Alert` struct form, with two buttons.
private struct StructAlertScreen: View {
  @State var isPresented = false
  let log: AlertLog

  var body: some View {
    Text(isPresented ? "Shown" : "Hidden")
      .onTapGesture { isPresented = true }
      .alert(isPresented: $isPresented) {
        Alert(
          title: Text("Delete note?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Delete")) { log.entries.append("delete") },
          secondaryButton: .cancel { log.entries.append("cancel") })
      }
  }
}

/// The modern form, with a default button, a cancel button and a message.
private struct ModernAlertScreen: View {
  @State var isPresented = true
  let log: AlertLog

  var body: some View {
    Text(isPresented ? "Shown" : "Hidden")
      .alert("Save changes?", isPresented: $isPresented) {
        Button("Save") { log.entries.append("save") }
        Button("Cancel", role: .cancel) { log.entries.append("cancel") }
      } message: {
        Text("Your edits will be kept.")
      }
  }
}

private struct Question: Identifiable {
  let id: Int
  let text: String
}

@MainActor
@Suite struct AlertTests {
  private let size = CGSize(width: 400, height: 300)

  @Test func aStructAlertButtonRunsItsActionAndDismisses() {
    let log = AlertLog()
    let host = ViewHost(StructAlertScreen(log: log), size: size)
    host.tap(text: "Hidden")
    #expect(host.find(text: "Delete note?") != nil)
    #expect(host.find(text: "This cannot be undone.") != nil)
    let cancel = host.find(text: "Cancel")!
    let delete = host.find(text: "Delete")!
    #expect(cancel.midX < delete.midX, "side by side, the cancel button comes first")
    host.tap(text: "Delete")
    #expect(log.entries == ["delete"])
    #expect(host.find(text: "Delete note?") == nil)
    #expect(host.find(text: "Hidden") != nil)
  }

  @Test func escapePressesTheCancelButtonOfAStructAlert() {
    let log = AlertLog()
    let host = ViewHost(StructAlertScreen(log: log), size: size)
    host.tap(text: "Hidden")
    #expect(!host.key(.return), "a destructive primary button is not the default")
    #expect(host.key(.escape))
    #expect(log.entries == ["cancel"])
    #expect(host.find(text: "Hidden") != nil)
  }

  @Test func aDismissButtonAloneAnswersReturnAndEscape() {
    struct Screen: View {
      @State var isPresented = true
      var body: some View {
        Text(isPresented ? "Shown" : "Hidden")
          .alert(isPresented: $isPresented) { Alert(title: Text("Saved")) }
      }
    }
    let host = ViewHost(Screen(), size: size)
    #expect(host.find(text: "OK") != nil, "an alert without buttons has OK")
    #expect(host.key(.return))
    #expect(host.find(text: "Hidden") != nil)
  }

  @Test func modernAlertButtonsRunAndDismiss() {
    let log = AlertLog()
    let host = ViewHost(ModernAlertScreen(log: log), size: size)
    #expect(host.find(text: "Your edits will be kept.") != nil)
    host.tap(text: "Save")
    #expect(log.entries == ["save"])
    #expect(host.find(text: "Hidden") != nil)
    #expect(host.find(text: "Save changes?") == nil)
  }

  @Test func returnPressesTheDefaultButtonAndEscapeTheCancelButton() {
    let log = AlertLog()
    let host = ViewHost(ModernAlertScreen(log: log), size: size)
    #expect(host.key(.return))
    #expect(log.entries == ["save"])
    let second = ViewHost(ModernAlertScreen(log: log), size: size)
    #expect(second.key(.escape))
    #expect(log.entries == ["save", "cancel"])
    #expect(second.find(text: "Hidden") != nil)
  }

  @Test func anAlertBlocksTheViewsBelow() {
    struct Screen: View {
      @State var taps = 0
      var body: some View {
        Text("Taps \(taps)").onTapGesture { taps += 1 }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .alert("Busy", isPresented: .constant(true)) {}
      }
    }
    let host = ViewHost(Screen(), size: size)
    let frame = host.find(text: "Taps 0")!
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(host.find(text: "Taps 0") != nil)
    #expect(host.find(text: "OK") != nil)
  }

  @Test func thePresentingAndItemFormsShowTheirData() {
    struct Screen: View {
      @State var question: Question?
      @State var isPresented = false
      @State var answer = ""
      var body: some View {
        VStack {
          Text("Ask").onTapGesture { question = Question(id: 1, text: "Ready?") }
          Text("Confirm").onTapGesture { isPresented = true }
          Text("Answer: \(answer)")
        }
        .alert(item: $question) { question in
          Alert(title: Text(question.text), dismissButton: .default(Text("Yes")) { answer = "yes" })
        }
        .alert("Rename", isPresented: $isPresented, presenting: "draft.txt") { name in
          Button("Rename \(name)") { answer = name }
        } message: { name in
          Text("Rename \(name)?")
        }
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "Ask")
    #expect(host.find(text: "Ready?") != nil)
    host.tap(text: "Yes")
    #expect(host.find(text: "Answer: yes") != nil)
    #expect(host.find(text: "Ready?") == nil)
    host.advance(by: 1)
    host.tap(text: "Confirm")
    #expect(host.find(text: "Rename draft.txt?") != nil)
    host.tap(text: "Rename draft.txt")
    #expect(host.find(text: "Answer: draft.txt") != nil)
  }

  @Test func escapePressesTheDialogsOwnCancelButton() {
    struct Screen: View {
      @State var isPresented = true
      @State var result = "none"
      var body: some View {
        Text("Result \(result)")
          .confirmationDialog("Leave?", isPresented: $isPresented) {
            Button("Leave", role: .destructive) { result = "leave" }
            Button("Stay", role: .cancel) { result = "stay" }
          } message: {
            Text("You have unsaved changes.")
          }
      }
    }
    let host = ViewHost(Screen(), size: size)
    #expect(host.find(text: "Leave?") != nil, "with a message, an automatic title shows")
    #expect(host.find(text: "Cancel") == nil, "the dialog's own cancel button replaces Cancel")
    #expect(host.key(.escape))
    #expect(host.find(text: "Result stay") != nil)
    #expect(host.find(text: "Leave") == nil)
  }

  @Test func aConfirmationDialogListsItsActionsAndCancel() {
    struct Screen: View {
      @State var isPresented = true
      @State var result = "none"
      var body: some View {
        Text("Result \(result)")
          .confirmationDialog("Photo", isPresented: $isPresented, titleVisibility: .visible) {
            Button("Replace") { result = "replace" }
            Button("Remove", role: .destructive) { result = "remove" }
          }
      }
    }
    let host = ViewHost(Screen(), size: size)
    #expect(host.find(text: "Photo") != nil)
    let replace = host.find(text: "Replace")!
    let remove = host.find(text: "Remove")!
    let cancel = host.find(text: "Cancel")!
    #expect(replace.midY < remove.midY && remove.midY < cancel.midY, "stacked, Cancel last")
    host.tap(text: "Cancel")
    #expect(host.find(text: "Result none") != nil)
    #expect(host.find(text: "Replace") == nil)

    let second = ViewHost(Screen(), size: size)
    second.tap(text: "Remove")
    #expect(second.find(text: "Result remove") != nil)
    let third = ViewHost(Screen(), size: size)
    #expect(third.key(.escape))
    #expect(third.find(text: "Replace") == nil)
  }
}
