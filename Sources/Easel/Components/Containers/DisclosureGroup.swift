import Foundation

/// A view that shows or hides its content behind a label with a disclosure chevron.
///
/// Clicking the label toggles the group; the chevron turns to
/// point down and the content fades in below the label, animated. Pass `isExpanded` to read or drive the state
/// from outside; without it the group keeps its own, starting collapsed, as in SwiftUI.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug logging", isOn: $logs)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpandedBinding: Binding<Bool>?
  @State private var isExpandedState = false

  /// A group that keeps its own expansion state, starting collapsed.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpandedBinding = nil
  }

  /// A group whose expansion state is `isExpanded`.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpandedBinding = isExpanded
  }

  /// The duration of the chevron's turn and the content's fade: quick, as a disclosure should feel.
  static var animation: Animation { .easeInOut(duration: 0.2) }

  private var isExpanded: Binding<Bool> { isExpandedBinding ?? $isExpandedState }

  public var body: some View {
    let isExpanded = self.isExpanded
    VStack(alignment: .leading, spacing: 0) {
      Button {
        withAnimation(Self.animation) { isExpanded.wrappedValue.toggle() }
      } label: {
        HStack(spacing: 8) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right")
            .imageScale(.small)
            .foregroundStyle(.tint)
            .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityDefaults { [expanded = isExpanded.wrappedValue] in $0.isExpanded = expanded }
      if isExpanded.wrappedValue {
        VStack(alignment: .leading, spacing: 8) { content }
          .padding(.leading, 16)
          .padding(.top, 10)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group with a localized title that keeps its own expansion state.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group with a title shown as is that keeps its own expansion state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group with a localized title whose expansion state is `isExpanded`.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group with a title shown as is whose expansion state is `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
