import Foundation

extension View {
  /// Names the view for assistive technologies, in place of its text.
  public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label } }
  /// Names the view for assistive technologies, from a localized key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
  /// Names the view for assistive technologies.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

  /// Gives the view's current value (a slider's level, a toggle's state) to assistive technologies.
  public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value } }
  /// Gives the view's current value to assistive technologies, from a localized key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
  /// Gives the view's current value to assistive technologies.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

  /// Says what using the view does.
  public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint } }
  /// Says what using the view does, from a localized key.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
  /// Says what using the view does.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

  /// Adds kinds to the view's accessibility element: `.isButton`, `.isHeader`….
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.addedTraits = traits }
  }

  /// Takes kinds away from the view's accessibility element.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.removedTraits = traits }
  }

  /// Makes the view one accessibility element, with its children ignored, contained or combined into its label.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { $0.children = children }
  }

  /// Hides the view and its children from assistive technologies (they stay on screen).
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.hidden = hidden } }

  /// Names the view for UI tests; assistive technologies do not read it.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibility { $0.identifier = identifier }
  }

  /// The iOS 13 spelling of ``accessibilityLabel(_:)-(Text)``.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// The iOS 13 spelling of ``accessibilityValue(_:)-(Text)``.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// The iOS 13 spelling of ``accessibilityHint(_:)-(Text)``.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// The iOS 13 spelling of ``accessibilityHidden(_:)``.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// The iOS 13 spelling of ``accessibilityIdentifier(_:)``.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// The iOS 13 spelling of ``accessibilityAddTraits(_:)``.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  /// The iOS 13 spelling of ``accessibilityRemoveTraits(_:)``.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  private func accessibility(_ change: @escaping (inout AccessibilityProperties) -> Void) -> some View {
    modifier(AccessibilityModifier(change: change))
  }
}
