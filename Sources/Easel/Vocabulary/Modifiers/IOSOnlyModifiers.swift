import Foundation

// Modifiers for what only iOS has: the on-screen keyboard, autocorrection, the status bar. Easel accepts them so
// that iOS code compiles unchanged on the desktop, and returns the view as it is.
extension View {
  /// Accepted for iOS code: desktops type on a hardware keyboard, so there is no keyboard to choose.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted for iOS code: desktops do not capitalize typed text.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  /// Accepted for iOS 13 code: desktops do not capitalize typed text.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Accepted for iOS code: Easel's text fields do not autocorrect.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted for iOS 13 code: Easel's text fields do not autocorrect.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted for iOS code: desktops have no autofill for text fields.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// Accepted for iOS code: desktops have no on-screen keyboard for scrolling to hide.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Accepted for iOS code: desktop windows have no status bar.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Accepted for iOS 13 code: desktop windows have no status bar.
  public func statusBar(hidden: Bool) -> some View { self }

  /// Accepted for iOS code: desktops have no home indicator or other system overlays over a window.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
