import Foundation

/// How a presentation sits above the window's content: where its content goes, what it draws around it, how it
/// enters and leaves, and whether it blocks what is below.
package struct PresentationStyle {
  /// Where the content is placed in the window.
  package enum Placement: Equatable {
    /// A desktop sheet: centred, sized by its content between a minimum and the window less a margin.
    case sheet
    /// Fills the window.
    case fill
    /// A small centred panel of a fixed width.
    case alert
    /// An action sheet near the bottom edge.
    case bottom
    /// A pop-up below the presenting view, or above it when there is no room.
    case below
    /// A submenu beside the presenting view, on the trailing side when there is room.
    case beside
    /// A context menu with its corner at a point (host coordinates).
    case at(CGPoint)
  }

  package var placement: Placement
  /// Modal presentations take every press and key; transient ones close on a press outside them.
  package var isModal: Bool
  /// Whether the window below is dimmed.
  var hasScrim: Bool
  /// The panel drawn behind the content, with its corner radius; `nil` when the content draws its own.
  var panelCornerRadius: CGFloat?
  /// Whether the panel is opaque window background without a shadow (a full-screen cover).
  var isOpaqueCover = false
  /// Whether Escape dismisses (unless the content disables interactive dismissal).
  package var dismissesOnEscape: Bool
  /// How long the entrance and exit take.
  var animation: Animation

  /// The upper layer's presentations (popovers) have styles of their own; a memberwise initializer would be
  /// internal.
  package init(
    placement: Placement, isModal: Bool, hasScrim: Bool, panelCornerRadius: CGFloat?, isOpaqueCover: Bool = false,
    dismissesOnEscape: Bool, animation: Animation
  ) {
    (self.placement, self.isModal, self.hasScrim) = (placement, isModal, hasScrim)
    (self.panelCornerRadius, self.isOpaqueCover) = (panelCornerRadius, isOpaqueCover)
    (self.dismissesOnEscape, self.animation) = (dismissesOnEscape, animation)
  }

  package static let sheet = PresentationStyle(
    placement: .sheet, isModal: true, hasScrim: true, panelCornerRadius: ControlPalette.panelCornerRadius,
    dismissesOnEscape: true, animation: .easeOut(duration: 0.25))
  package static let fullScreenCover = PresentationStyle(
    placement: .fill, isModal: true, hasScrim: false, panelCornerRadius: 0, isOpaqueCover: true,
    dismissesOnEscape: false, animation: .easeOut(duration: 0.3))
  package static let alert = PresentationStyle(
    placement: .alert, isModal: true, hasScrim: true, panelCornerRadius: ControlPalette.panelCornerRadius,
    dismissesOnEscape: false, animation: .easeOut(duration: 0.2))
  package static let confirmationDialog = PresentationStyle(
    placement: .bottom, isModal: true, hasScrim: true, panelCornerRadius: nil, dismissesOnEscape: true,
    animation: .easeOut(duration: 0.25))
  package static let menu = PresentationStyle(
    placement: .below, isModal: false, hasScrim: false, panelCornerRadius: menuCornerRadius, dismissesOnEscape: true,
    animation: .easeOut(duration: 0.12))
  package static let submenu = PresentationStyle(
    placement: .beside, isModal: false, hasScrim: false, panelCornerRadius: menuCornerRadius,
    dismissesOnEscape: true, animation: .easeOut(duration: 0.12))
  package static func contextMenu(at point: CGPoint) -> PresentationStyle {
    PresentationStyle(
      placement: .at(point), isModal: false, hasScrim: false, panelCornerRadius: menuCornerRadius,
      dismissesOnEscape: true, animation: .easeOut(duration: 0.12))
  }

  /// Menus are rounded less than sheets and alerts, as on desktops.
  static let menuCornerRadius: CGFloat = 8
  /// The gap between a menu and the view it drops from, and the margin it keeps from the window's edges.
  static let menuGap: CGFloat = 4

  // MARK: Geometry

  /// The content's frame in a window of `window`: `fit` measures the content for a proposal, `anchor` is the
  /// presenting view's frame.
  func frame(in window: CGSize, anchor: CGRect?, fit: (ProposedViewSize) -> CGSize) -> CGRect {
    let frame = unmeasuredFrame(in: window, anchor: anchor, fit: fit)
    // Measuring at the final size makes it the proposal the content is placed with, so flexible rows fill it.
    _ = fit(ProposedViewSize(frame.size))
    return frame
  }

  private func unmeasuredFrame(in window: CGSize, anchor: CGRect?, fit: (ProposedViewSize) -> CGSize) -> CGRect {
    switch placement {
    case .fill:
      return CGRect(origin: .zero, size: window)
    case .sheet:
      let margin: CGFloat = 40
      let maximum = CGSize(width: max(0, window.width - 2 * margin), height: max(0, window.height - 2 * margin))
      let minimum = CGSize(width: min(320, maximum.width), height: min(120, maximum.height))
      let ideal = fit(.unspecified)
      let size = CGSize(
        width: min(max(ideal.width, minimum.width), maximum.width),
        height: min(max(ideal.height, minimum.height), maximum.height))
      return centred(size, in: window)
    case .alert:
      let width = min(Self.alertWidth, window.width - 32)
      let size = fit(ProposedViewSize(width: width, height: nil))
      return centred(CGSize(width: width, height: min(size.height, window.height - 32)), in: window)
    case .bottom:
      let width = min(Self.dialogWidth, window.width - 32)
      let size = fit(ProposedViewSize(width: width, height: nil))
      let height = min(size.height, window.height - 32)
      return CGRect(
        x: ((window.width - width) / 2).rounded(), y: window.height - height - 16, width: width, height: height)
    case .below, .beside, .at:
      let ideal = fit(.unspecified)
      return menuFrame(size: ideal, in: window, anchor: anchor ?? .zero)
    }
  }

  /// The width of alerts.
  static let alertWidth: CGFloat = 280
  /// The width of confirmation dialogs.
  static let dialogWidth: CGFloat = 340

  private func centred(_ size: CGSize, in window: CGSize) -> CGRect {
    CGRect(
      x: ((window.width - size.width) / 2).rounded(), y: ((window.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
  }

  /// A menu's frame: kept inside the window, flipped to the other side of its anchor when it does not fit.
  private func menuFrame(size ideal: CGSize, in window: CGSize, anchor: CGRect) -> CGRect {
    let gap = Self.menuGap
    var size = ideal
    size.height = min(size.height, window.height - 2 * gap)
    size.width = min(size.width, window.width - 2 * gap)
    var origin: CGPoint
    switch placement {
    case .below:
      size.width = min(max(size.width, anchor.width), window.width - 2 * gap)
      origin = CGPoint(x: anchor.minX, y: anchor.maxY + gap)
      if origin.y + size.height > window.height - gap && anchor.minY - gap - size.height >= gap {
        origin.y = anchor.minY - gap - size.height
      }
    case .beside:
      // The submenu's first row lines up with the row that opened it (the menu has 5 points of padding).
      origin = CGPoint(x: anchor.maxX, y: anchor.minY - 5)
      if origin.x + size.width > window.width - gap { origin.x = anchor.minX - size.width }
    case .at(let point):
      origin = point
      if origin.x + size.width > window.width - gap { origin.x = point.x - size.width }
      if origin.y + size.height > window.height - gap { origin.y = point.y - size.height }
    default:
      origin = anchor.origin
    }
    origin.x = min(max(origin.x, gap), window.width - gap - size.width)
    origin.y = min(max(origin.y, gap), window.height - gap - size.height)
    return CGRect(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), size: size)
  }

  /// The transform of the content on its way in or out, `presence` going from 0 (gone) to 1 (shown).
  func entranceTransform(presence: Double, frame: CGRect, window: CGSize) -> CGAffineTransform {
    let remaining = CGFloat(1 - presence)
    switch placement {
    case .sheet: return CGAffineTransform(translationX: 0, y: -24 * remaining)
    case .fill: return CGAffineTransform(translationX: 0, y: window.height * remaining)
    case .bottom: return CGAffineTransform(translationX: 0, y: (frame.height + 16) * remaining)
    case .alert:
      let scale = 1 + 0.08 * remaining
      return CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        .concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY))
    case .below, .beside, .at: return CGAffineTransform(translationX: 0, y: -4 * remaining)
    }
  }

  /// Whether the content fades as it enters and leaves (a cover slides in opaque).
  var fades: Bool { placement != .fill }
}
