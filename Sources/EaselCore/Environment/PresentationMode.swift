import Foundation

/// Whether a view is presented, and a way to dismiss it: the iOS 13 `@Environment(\.presentationMode)`, which
/// `\.dismiss` and `\.isPresented` replaced.
public struct PresentationMode: Sendable {
  /// Whether the view is part of a presentation (a sheet, cover or pushed destination) that is showing.
  public private(set) var isPresented: Bool
  private let dismissAction: DismissAction

  init(isPresented: Bool, dismissAction: DismissAction) {
    self.isPresented = isPresented
    self.dismissAction = dismissAction
  }

  /// Dismisses the presentation: closes the sheet or pops the pushed screen; does nothing when not presented.
  @MainActor public mutating func dismiss() {
    guard isPresented else { return }
    dismissAction()
    isPresented = false
  }
}

extension EnvironmentValues {
  /// A binding to the presentation that shows the view: `presentationMode.wrappedValue.dismiss()` dismisses it.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    // The presentation owns the state: writing the binding changes nothing, dismissing goes through the action.
    return .constant(mode)
  }
}
