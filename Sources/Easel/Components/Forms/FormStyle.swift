import Foundation

/// The appearance and layout of a ``Form``.
///
/// Set one with ``View/formStyle(_:)``. The built-in styles are ``automatic``, ``grouped`` and ``columns``.
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view of a form in this style.
  associatedtype Body: View
  /// The properties of a form.
  typealias Configuration = FormStyleConfiguration
  /// Makes the view of a form.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` knows of the form it draws.
public struct FormStyleConfiguration {
  /// The form's content, type-erased. A `List` inside a style still sees its sections and rows one by one.
  public struct Content: View, LazyItemGroup {
    private let view: AnyView
    private let visit: @MainActor (inout any ViewListVisitor) -> Void

    init<V: View>(_ content: V) {
      view = AnyView(content)
      visit = { visitor in visitor.visit(content) }
    }

    public var body: some View { view }

    func visitLazyChildren(_ visitor: inout any ViewListVisitor) { visit(&visitor) }
  }

  /// The form's content.
  public let content: FormStyleConfiguration.Content
}

/// The form style set by the innermost `formStyle(_:)`, as the environment carries it.
@MainActor
struct FormStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (FormStyleConfiguration) -> AnyView

  init<S: FormStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  nonisolated static func == (lhs: FormStyleChoice, rhs: FormStyleChoice) -> Bool { lhs.identity == rhs.identity }
}

private struct FormStyleChoiceKey: EnvironmentKey {
  static let defaultValue: FormStyleChoice? = nil
}

private struct IsInFormKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The style of forms below; `nil` for the automatic style.
  var formStyleChoice: FormStyleChoice? {
    get { self[FormStyleChoiceKey.self] }
    set { self[FormStyleChoiceKey.self] = newValue }
  }

  /// Whether the view is inside a ``Form``, where controls such as ``LabeledContent`` lay out as form rows.
  var isInForm: Bool {
    get { self[IsInFormKey.self] }
    set { self[IsInFormKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of forms below.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formStyleChoice, FormStyleChoice(style))
  }
}
