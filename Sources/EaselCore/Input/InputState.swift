import Foundation

/// What a graph's input routes hold between events: where the pointers that are down and their gestures go, the
/// views under the pointer, the modifier keys held and the views that follow them, a drag and drop in progress,
/// and the recorder and tracer that watch input. The dispatch routes (`ViewGraph+Dispatch.swift`) read and change
/// it; focus, which keys follow, is the graph's ``FocusController``.
@MainActor
package final class InputState {
  /// Where the pointers that are down, and the gestures they started, go.
  let pointerRouting = PointerRouting()
  /// The views the pointer is over.
  let pointerHover = PointerHover()
  /// The tooltip of the `help` view the pointer rests over.
  let helpTooltip = HelpTooltip()
  /// The modifier keys held now, as the host last reported them.
  var modifierKeys: EventModifiers = []
  /// The mounted views that handle keys, follow modifier keys, bind focus or publish focused values, by role.
  package let roles = NodeRoles()
  /// The drag in progress, inside the window or from another application: the desktop layer's `DragSession`.
  package var dragSession: (any DragAndDropSession)?
  /// The route of the arrow keys no handler took (`onMoveCommand`), which the desktop layer sets when it makes its
  /// first move command's node: until then no view could take them.
  package var moveCommandRoute: ((ViewGraph, KeyPress, ViewNode) -> Bool)?
  /// Records the input the graph receives into an ``InputTrace``, when set.
  var recorder: InputRecorder?
  /// Describes arbitration to `onGestureArbitration` and the `onGestureArbitration(perform:)` views.
  let arbitrationTracer = ArbitrationTracer()
}
