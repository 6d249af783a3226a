import Foundation

/// Variants of system symbols: filled, in a circle or square, slashed. Views set them with `symbolVariant(_:)`;
/// a symbol shows the variant when it has one (`"house"` with `.fill` shows `"house.fill"`) and is unchanged
/// otherwise.
public struct SymbolVariants: Hashable, Sendable {
  private enum Shape: Hashable, Sendable { case circle, square, rectangle }

  private var shape: Shape?
  private var isFilled = false
  private var isSlashed = false

  /// No variant.
  public static let none = SymbolVariants()
  /// Enclosed in a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// Enclosed in a square.
  public static let square = SymbolVariants(shape: .square)
  /// Enclosed in a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// Struck through by a slash.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants, filled.
  public var fill: SymbolVariants {
    var variants = self
    variants.isFilled = true
    return variants
  }

  /// These variants, in a circle.
  public var circle: SymbolVariants {
    var variants = self
    variants.shape = .circle
    return variants
  }

  /// These variants, slashed.
  public var slash: SymbolVariants {
    var variants = self
    variants.isSlashed = true
    return variants
  }

  /// The names to try for `name` with these variants, most specific first, ending with `name` itself: SF Symbols
  /// names put the shape first, then the slash, then the fill (`"bell.slash.fill"`, `"person.circle.fill"`).
  func candidates(for name: String) -> [String] {
    var suffix = ""
    if let shape, !name.hasSuffix(".\(shape)") { suffix += ".\(shape)" }
    if isSlashed, !name.contains(".slash") { suffix += ".slash" }
    var names: [String] = []
    if isFilled, !name.hasSuffix(".fill") { names.append(name + suffix + ".fill") }
    if !suffix.isEmpty { names.append(name + suffix) }
    if isFilled, !name.hasSuffix(".fill") { names.append(name + ".fill") }
    names.append(name)
    return names
  }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The variants system symbols in this view are shown in.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Shows the system symbols in this view in a variant, such as `.fill`, where they have one.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
