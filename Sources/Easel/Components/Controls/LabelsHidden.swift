import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls hide their labels: `labelsHidden()`.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in this view (toggles, steppers, sliders, pickers); the labels still
  /// describe the controls.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
