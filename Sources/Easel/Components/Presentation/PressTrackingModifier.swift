import Foundation

extension View {
  /// Keeps `isPressed` true while the primary button or a finger is down on the view: the pressed look of the
  /// buttons of alerts and dialogs.
  func trackingPress(_ isPressed: Binding<Bool>) -> some View {
    onPointerEvent { event in
      guard event.button == .primary else { return }
      switch event.phase {
      case .began: isPressed.wrappedValue = true
      case .ended, .cancelled: isPressed.wrappedValue = false
      case .moved: break
      }
    }
  }
}
