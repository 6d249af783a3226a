import Foundation

/// Tells whether two styles set with a `…Style(_:)` modifier are the same value, so writing the same style again
/// (every time the view holding the modifier updates) leaves the environment as it was and the controls below
/// keep their bodies. Styles compare as views do: `Equatable` ones with `==`, plain data by bytes, and styles
/// holding closures as different.
struct StyleIdentity: Equatable {
  private let style: UncheckedSendable<Any>
  private let matches: @Sendable (Any) -> Bool

  init<S>(_ style: S) {
    let wrapped = UncheckedSendable(style)
    self.style = UncheckedSendable(style)
    matches = { other in
      guard let other = other as? S else { return false }
      return ViewComparison.equal(wrapped.value, other)
    }
  }

  static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool { lhs.matches(rhs.style.value) }
}
