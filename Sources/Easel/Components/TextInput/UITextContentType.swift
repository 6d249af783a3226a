/// What a text field holds, which iOS uses for autofill; desktops have no such autofill, so Easel ignores it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String

  /// The kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = Self(rawValue: "name")
  /// An account name.
  public static let username = Self(rawValue: "username")
  /// An existing password.
  public static let password = Self(rawValue: "password")
  /// A password being chosen.
  public static let newPassword = Self(rawValue: "new-password")
  /// A code sent for one sign-in.
  public static let oneTimeCode = Self(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = Self(rawValue: "email")
  /// A phone number.
  public static let telephoneNumber = Self(rawValue: "tel")
  /// A web address.
  public static let URL = Self(rawValue: "url")
  /// A street address.
  public static let fullStreetAddress = Self(rawValue: "street-address")
  /// A postal code.
  public static let postalCode = Self(rawValue: "postal-code")
}
