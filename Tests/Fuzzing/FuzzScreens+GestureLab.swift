import Easel
import EaselTesting
import Foundation
import GestureLab

extension FuzzScreens {
  /// Gesture Lab: the whole window, and each example alone.
  static var gestureLab: [FuzzScreen] {
    func screen(_ name: String, _ view: @escaping @MainActor (GestureTrace) -> AnyView) -> FuzzScreen {
      FuzzScreen(app: "Gesture Lab", name: name) {
        // A clock that stands still: the trace's times are shown, and a stream must replay the same way.
        let trace = GestureTrace(clock: { 0 })
        let host = ViewHost(view(trace), size: CGSize(width: 900, height: 640))
        host.layout()
        return FuzzTarget(host: host) {
          trace.entries.count <= trace.capacity ? [] : ["the trace holds \(trace.entries.count) entries"]
        }
      }
    }
    return [
      screen("window") { AnyView(GestureLabView(trace: $0)) },
      screen("drag") { AnyView(DragGestureView(trace: $0)) },
      screen("long press, detecting") { AnyView(CounterView(form: .detecting, trace: $0)) },
      screen("long press, counting") { AnyView(CounterView(form: .counting, trace: $0)) },
      screen("long press, finishing") { AnyView(CounterView(form: .finishing, trace: $0)) },
      screen("pan and zoom") { AnyView(PanZoomView(trace: $0)) },
      screen("drop zone") { AnyView(DropZoneView(trace: $0)) },
    ]
  }
}
