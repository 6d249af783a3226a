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

  fileprivate func accessibility(_ change: @escaping (inout AccessibilityProperties) -> Void) -> some View {
    modifier(AccessibilityModifier(change: change))
  }
}

extension View {
  /// Gives the view an action assistive technologies can perform: ``AccessibilityActionKind/default`` activates
  /// it (Orca's "click"), ``AccessibilityActionKind/escape`` dismisses it.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
  ) -> some View {
    accessibility { $0.actions[actionKind.action] = handler }
  }

  /// Gives the view an action of its own, listed to assistive technologies under `name`.
  public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
    accessibility { $0.namedActions = [(name, handler)] }
  }

  /// Gives the view an action of its own, named from a localized key.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void)
    -> some View
  {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Gives the view an action of its own, named as is.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void)
    -> some View
  {
    accessibilityAction(named: Text(name), handler)
  }

  /// Lets assistive technologies scroll the view: `handler` gets the edge to scroll toward. On the desktop the
  /// actions are named ("Scroll up", "Scroll down", "Scroll left", "Scroll right"), as AT-SPI has no scroll action
  /// of its own. On a `ScrollView`, it replaces the scroll view's own paging.
  public func accessibilityScrollAction(_ handler: @escaping @MainActor (Edge) -> Void) -> some View {
    accessibility { $0.scroll = AccessibilityScrollAction(edges: AccessibilityScrollAction.allEdges, handler: handler) }
  }

  /// Makes the view adjustable: assistive technologies' increment and decrement (the arrow keys of a slider) call
  /// `handler`.
  public func accessibilityAdjustableAction(
    _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    accessibility { $0.adjust = handler }
  }

  /// Orders the view among the elements of its container for assistive technologies: higher priorities are read
  /// first; views of equal priority (0 by default) keep their order on screen. On a view that is no element itself
  /// (a stack), it orders each element inside.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibility { $0.sortPriority = sortPriority }
  }

  /// Gives voice control other names for the view than its label, shortest and likeliest first.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    accessibility { $0.inputLabels = inputLabels }
  }

  /// Gives voice control other names for the view, from localized keys.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }

  /// Gives voice control other names for the view, as they are.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    accessibilityInputLabels(inputLabels.map { Text($0) })
  }

  /// Has assistive technologies read `representation` in place of the view: a custom control described as the
  /// standard one it behaves like (`Toggle`, `Slider`). The representation is not drawn; its controls act on the
  /// bindings they are given, and its element takes the view's place on screen.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    modifier(AccessibilityAlternativeModifier(role: .representation, alternative: representation()))
  }

  /// Gives the view the elements of `children` as its children for assistive technologies, as a chart gives its
  /// bars: the view becomes a container of them. `children` is laid out in the view's bounds, which places its
  /// elements, but not drawn.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    modifier(AccessibilityAlternativeModifier(role: .children, alternative: children()))
      .accessibilityElement(children: .contain)
  }

  /// Names a control with `label` for assistive technologies while `isHidden` (its `labelsHidden()`) keeps the
  /// label off screen, as SwiftUI keeps a hidden label as the control's name.
  func accessibilityHiddenLabel<Label: View>(_ label: Label, isHidden: Bool) -> some View {
    // One modifier either way, so that hiding the label keeps the control's identity and state.
    modifier(AccessibilityAlternativeModifier(role: .label, alternative: isHidden ? label : nil))
  }

  /// Makes the view a heading of `level`, which screen readers move between.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibility {
      $0.headingLevel = level
      $0.addedTraits = .isHeader
    }
  }

  /// Describes a control to assistive technologies, as the controls do themselves; an app's own accessibility
  /// modifiers, inside or outside, override what this says.
  func accessibilityDefaults(_ describe: @escaping (inout AccessibilityProperties) -> Void) -> some View {
    accessibility {
      describe(&$0)
      $0.isDefault = true
    }
  }
}
