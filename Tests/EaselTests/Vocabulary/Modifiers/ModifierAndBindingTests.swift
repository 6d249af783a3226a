import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A custom modifier with its own state, as SwiftUI developers write them.
struct Badge: ViewModifier {
  let label: String
  @State private var shown = true

  func body(content: Content) -> some View {
    HStack(spacing: 4) {
      content
      if shown { Text(label) }
    }
  }
}

/// A modifier that keeps its own state: a counter its button raises.
struct Counter: ViewModifier {
  @State private var count = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("Count \(count)") { count += 1 }
    }
  }
}

struct Profile: Equatable {
  var name = "Ada"
  var age = 36
}

@MainActor
struct ProfileEditor: View {
  let box: BindingBox<String>
  @State private var profile = Profile()

  var body: some View {
    NameField(name: $profile.name).onAppear { box.binding = $profile.name }
  }
}

@MainActor
struct NameField: View {
  @Binding var name: String
  var body: some View { Text("name: \(name)") }
}

@MainActor
@Suite struct ModifierAndBindingTests {
  private let size = CGSize(width: 300, height: 100)

  @Test func customModifierWrapsItsContent() {
    let host = ViewHost(Text("inbox").modifier(Badge(label: "3")), size: size, textEngine: FixedMetricsTextEngine())
    let content = host.find(text: "inbox")!
    let badge = host.find(text: "3")!
    #expect(badge.minX - content.maxX == 4)
    #expect(badge.midY == content.midY)
  }

  @Test func aModifiersStateLivesInItsNodeAndUpdatesItsBody() {
    let host = ViewHost(Text("clicks").modifier(Counter()), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.tap(text: "Count 0"))
    #expect(host.tap(text: "Count 1"), "the modifier's state was kept and its body ran again")
    #expect(host.find(text: "Count 2") != nil)
  }

  @Test func bindingsReachPropertiesByDynamicMemberLookup() {
    let box = BindingBox<String>()
    let host = ViewHost(ProfileEditor(box: box), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "name: Ada") != nil)
    box.binding?.wrappedValue = "Grace"
    #expect(host.find(text: "name: Grace") != nil)
  }

  @Test func constantAndComputedBindings() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 5
    #expect(stored == 5)
    let constant = Binding.constant(3)
    constant.wrappedValue = 9
    #expect(constant.wrappedValue == 3)
    let optional = Binding<Int?>(binding)
    #expect(optional.wrappedValue == 5)
  }

  @Test func taskRunsWhileTheViewIsShown() async {
    var started = false
    let host = ViewHost(
      Text("loading").task { @MainActor in started = true }, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    for _ in 0..<100 where !started { await Task.yield() }
    #expect(started)
  }
}
