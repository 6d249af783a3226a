import Foundation

/// A scrollable view.
///
/// The content is proposed no size along the scroll axes (it takes its ideal size there) and the scroll view's
/// size across them; the scroll view takes the space it is offered along its axes and its content's size across
/// them. Several views in the content are stacked
/// vertically, as SwiftUI does. The content scrolls with the mouse wheel and touchpad, and by dragging with any
/// pointer (finger, pen or mouse: Easel does not tell them apart), gliding on after a flick. The offset stays
/// within the content (no rubber band). Indicators appear while scrolling and fade a second after. Page Up and
/// Page Down scroll by nine tenths of the view, Home and End to the ends (along the vertical axis when there is
/// one); Easel has no keyboard focus yet, so the innermost scroll view drawn last takes these keys. Assistive
/// technologies see a scroll area holding the content's elements, and scroll it a page at a time with its scroll
/// actions ("Scroll down"…), which `accessibilityScrollAction(_:)` on the scroll view replaces.
public struct ScrollView<Content: View>: View {
  /// The scroll view's content.
  public var content: Content
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether the scroll view shows indicators while scrolling.
  public var showsIndicators: Bool

  @State private var controller = ScrollController()
  @Environment(\.isScrollEnabled) private var isScrollEnabled

  /// A scroll view along `axes`.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: some View {
    let controller = self.controller
    ScrollViewport(axes: axes, showsIndicators: showsIndicators, controller: controller, content: content)
      .onScroll { event in controller.scroll(event) }
      .onKeyPress(keys: [.pageUp, .pageDown, .home, .end]) { press in controller.key(press.key) ? .handled : .ignored }
      .gesture(ScrollDragGesture(controller: controller), isEnabled: isScrollEnabled)
      // As SwiftUI's, a scroll view reaches under the bars around it and insets its content by them instead.
      .ignoresSafeArea(.container, edges: .all)
      // A scroll area for assistive technologies (a list around it names itself a list), which scroll it by a page
      // toward an edge of its axes, as Page Up and Page Down do.
      .accessibilityDefaults { [axes] in
        $0.fallbackRole = .scrollArea
        $0.scroll = AccessibilityScrollAction(edges: AccessibilityScrollAction.edges(of: axes)) { edge in
          _ = controller.scrollPage(toward: edge)
        }
      }
  }
}
