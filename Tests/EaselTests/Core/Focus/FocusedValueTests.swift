import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable @MainActor
final class FocusCounter {
  var value = 0
}

struct FocusCounterKey: FocusedValueKey { typealias Value = FocusCounter }
struct FocusFieldKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
  var focusCounter: FocusCounter? {
    get { self[FocusCounterKey.self] }
    set { self[FocusCounterKey.self] = newValue }
  }
  var focusField: String? {
    get { self[FocusFieldKey.self] }
    set { self[FocusFieldKey.self] = newValue }
  }
}

/// Commands that act on the front window's counter and name the focused field.
struct CounterCommands: Commands {
  @FocusedValue(\.focusCounter) private var counter
  @FocusedValue(\.focusField) private var field
  let log: MenuCommandLog

  var body: some Commands {
    CommandMenu("Count") {
      Button("Increment") { counter?.value += 1 }.keyboardShortcut("i").disabled(counter == nil)
      Button("Which Field") { log.ran.append(field ?? "none") }.keyboardShortcut("j")
    }
  }
}

@MainActor
struct CounterWindow: View {
  let counter: FocusCounter
  @State private var name = ""
  var body: some View {
    VStack {
      Text("Count \(counter.value)")
      TextField("Name", text: $name).focusedValue(\.focusField, "name")
    }
    .focusedSceneValue(\.focusCounter, counter)
  }
}

/// `@FocusedValue` in commands: the window's scene values, and the focused view's own.
@MainActor
struct FocusedValueTests {
  private let size = CGSize(width: 400, height: 300)

  @Test func commandsActOnTheWindowsSceneValue() {
    let counter = FocusCounter()
    let log = MenuCommandLog()
    let host = ViewHost(
      scene: WindowGroup { CounterWindow(counter: counter) }.commands { CounterCommands(log: log) }, size: size)
    #expect(host.key("i", modifiers: .command))
    #expect(counter.value == 1)
    #expect(host.tap(text: "Count"))
    #expect(host.tap(text: "Increment"))
    #expect(counter.value == 2)
  }

  @Test func withoutAPublishedValueTheCommandIsDisabled() {
    let log = MenuCommandLog()
    let host = ViewHost(
      scene: WindowGroup { Text("Nothing here") }.commands { CounterCommands(log: log) }, size: size)
    #expect(!host.key("i", modifiers: .command), "no counter: Increment is disabled")
  }

  @Test func aFocusedViewsValueIsSeenOnlyWhileItHasFocus() {
    let log = MenuCommandLog()
    let host = ViewHost(
      scene: WindowGroup { CounterWindow(counter: FocusCounter()) }.commands { CounterCommands(log: log) },
      size: size)
    #expect(host.key("j", modifiers: .command))
    host.tap(at: host.point(beforeCharacter: 0))
    #expect(host.key("j", modifiers: .command))
    #expect(log.ran == ["none", "name"])
  }
}
