import Foundation

/// How a view answers the pointer resting on it, as SwiftUI's `HoverEffect` (iPadOS and visionOS pointer effects).
///
/// On the desktop the pointer is always there: `.highlight` (and `.automatic`) lay a light wash over the view
/// while the pointer is on it, `.lift` scales it up by a twentieth.
public struct HoverEffect: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case highlight, lift }
  let kind: Kind

  /// The platform's effect: a highlight on the desktop.
  public static let automatic = HoverEffect(kind: .highlight)
  /// A light wash over the view.
  public static let highlight = HoverEffect(kind: .highlight)
  /// The view grows slightly toward the pointer.
  public static let lift = HoverEffect(kind: .lift)
}

/// Applies a ``HoverEffect`` while the pointer is on its content.
struct HoverEffectModifier: ViewModifier {
  let effect: HoverEffect
  let isEnabled: Bool
  @State private var isHovered = false

  func body(content: Content) -> some View {
    let active = isEnabled && isHovered
    content
      .overlay(Color.primary.opacity(active && effect.kind == .highlight ? 0.08 : 0).allowsHitTesting(false))
      .scaleEffect(active && effect.kind == .lift ? 1.05 : 1)
      .animation(.easeOut(duration: 0.15), value: active)
      .onHover { isHovered = $0 }
  }
}

extension View {
  /// Applies `effect` while the pointer rests on this view, when `isEnabled`.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    modifier(HoverEffectModifier(effect: effect, isEnabled: isEnabled))
  }
}
