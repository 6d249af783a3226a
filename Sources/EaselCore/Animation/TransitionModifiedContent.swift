import Foundation

/// The content of `transition(_:)`: the view, wearing its custom transition's modifier when it has one.
struct TransitionModifiedContent<Content: View>: View {
  let content: Content
  @Environment(\.transitionModifier) private var transitionModifier

  var body: some View {
    if let transitionModifier {
      transitionModifier.modifier.apply(to: AnyView(content), isActive: transitionModifier.isActive)
    } else {
      content
    }
  }
}
