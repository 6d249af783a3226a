import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The per-type comparison plans that decide whether a view's body runs again.
@MainActor
struct ValueComparisonTests {
  private final class Object {}

  private struct Plain { var x: Int; var y: Double; var flag: Bool }
  private struct Mixed { var name: String; var object: Object; var size: CGSize; var note: String? }
  private struct WithClosure { var count: Int; var action: () -> Void }
  private struct WithState: View {
    var label: String
    @State private var count = 0
    var body: some View { Text(label) }
  }
  private struct WithBinding { var value: Binding<Int> }
  private struct Outer { var inner: Mixed; var tuple: (Int, String) }
  private struct NotEquatable { var text: String }
  private struct OptionalNested { var value: NotEquatable? }
  private enum Payload { case some(String), none }
  private struct WithEnum { var payload: Payload }

  @Test func plainDataComparesByValue() {
    #expect(ViewComparison.equal(Plain(x: 1, y: 2, flag: true), Plain(x: 1, y: 2, flag: true)))
    #expect(!ViewComparison.equal(Plain(x: 1, y: 2, flag: true), Plain(x: 1, y: 2, flag: false)))
  }

  @Test func fieldsCompareByTheirKind() {
    let object = Object()
    let base = Mixed(name: "a", object: object, size: CGSize(width: 1, height: 2), note: nil)
    var other = base
    #expect(ViewComparison.equal(base, other))
    other.name = "a".appending("")
    #expect(ViewComparison.equal(base, other), "strings compare by value, not storage")
    other.note = "n"
    #expect(!ViewComparison.equal(base, other))
    other = base
    other.object = Object()
    #expect(!ViewComparison.equal(base, other), "objects compare by identity")
    other = base
    other.size.height = 3
    #expect(!ViewComparison.equal(base, other))
  }

  @Test func nestedStructuresTuplesAndOptionalsCompareInside() {
    let object = Object()
    let mixed = Mixed(name: "a", object: object, size: .zero, note: "x")
    #expect(ViewComparison.equal(Outer(inner: mixed, tuple: (1, "b")), Outer(inner: mixed, tuple: (1, "b"))))
    #expect(!ViewComparison.equal(Outer(inner: mixed, tuple: (1, "b")), Outer(inner: mixed, tuple: (1, "c"))))
    #expect(
      ViewComparison.equal(OptionalNested(value: NotEquatable(text: "t")), OptionalNested(value: .init(text: "t"))))
    #expect(!ViewComparison.equal(OptionalNested(value: NotEquatable(text: "t")), OptionalNested(value: nil)))
    #expect(ViewComparison.equal(OptionalNested(value: nil), OptionalNested(value: nil)))
  }

  @Test func closuresAndOpaqueEnumsCompareAsChanged() {
    #expect(!ViewComparison.equal(WithClosure(count: 1, action: {}), WithClosure(count: 1, action: {})))
    #expect(!ViewComparison.equal(WithEnum(payload: .some("a")), WithEnum(payload: .some("a"))))
  }

  @Test func nodeOwnedStateComparesEqual() {
    #expect(ViewComparison.equal(WithState(label: "a"), WithState(label: "a")))
    #expect(!ViewComparison.equal(WithState(label: "a"), WithState(label: "b")))
  }

  @Test func bindingsCompareByTheirCurrentValues() {
    var first = 1
    var second = 1
    let a = WithBinding(value: Binding(get: { first }, set: { first = $0 }))
    let b = WithBinding(value: Binding(get: { second }, set: { second = $0 }))
    #expect(ViewComparison.equal(a, b))
    second = 2
    #expect(!ViewComparison.equal(a, b))
  }

  @Test func dynamicPropertiesAreFoundOncePerType() {
    #expect(DynamicPropertyLayout.of(WithState.self).hasDynamicProperties)
    #expect(DynamicPropertyLayout.of(WithState.self).links.count == 1)
    #expect(!DynamicPropertyLayout.of(Plain.self).hasDynamicProperties)
  }
}
