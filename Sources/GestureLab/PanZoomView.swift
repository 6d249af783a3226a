import Easel

/// A canvas that pans with a drag and zooms with a pinch: the gesture's part lives in `@GestureState` while it
/// runs, the steady state is kept in `onEnded`, and a double tap resets both with a smooth animation.
public struct PanZoomView: View {
  private let trace: GestureTrace?
  @State private var steadyOffset = CGSize.zero
  @GestureState private var gestureOffset = CGSize.zero
  @State private var steadyZoom: CGFloat = 1
  @GestureState private var gestureZoom: CGFloat = 1

  public init(trace: GestureTrace? = nil) {
    self.trace = trace
    _gestureOffset = GestureState(wrappedValue: .zero) { _, _ in trace?.record("pan", "reset", CGSize.zero) }
    _gestureZoom = GestureState(wrappedValue: 1) { _, _ in trace?.record("zoom", "reset", CGFloat(1)) }
  }

  /// The current zoom: the steady zoom times the pinch in progress.
  var zoom: CGFloat { steadyZoom * gestureZoom }
  /// The current offset: the steady offset plus the drag in progress.
  var offset: CGSize {
    CGSize(width: steadyOffset.width + gestureOffset.width, height: steadyOffset.height + gestureOffset.height)
  }

  private var pan: some Gesture {
    DragGesture()
      .updating($gestureOffset) { value, state, _ in
        state = value.translation
        trace?.record("pan", "updating", value.translation)
      }
      .onEnded { value in
        trace?.record("pan", "onEnded", value.translation)
        steadyOffset.width += value.translation.width
        steadyOffset.height += value.translation.height
      }
  }

  private var pinch: some Gesture {
    MagnifyGesture()
      .updating($gestureZoom) { value, state, _ in
        state = value.magnification
        trace?.record("zoom", "updating", value.magnification)
      }
      .onEnded { value in
        trace?.record("zoom", "onEnded", value.magnification)
        steadyZoom *= value.magnification
      }
  }

  private var resetTap: some Gesture {
    TapGesture(count: 2).onEnded {
      trace?.record("reset", "onEnded", ())
      withAnimation(.smooth) {
        steadyOffset = .zero
        steadyZoom = 1
      }
    }
  }

  public var body: some View {
    ZStack {
      Color.gray.opacity(0.12)
      VStack(spacing: 12) {
        HStack(spacing: 12) {
          RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 50, height: 50)
          Circle().fill(Color.purple).frame(width: 50, height: 50)
        }
        Text("🎨 Pan & zoom").font(.headline)
      }
      .scaleEffect(zoom)
      .offset(offset)
    }
    .clipped()
    .contentShape(Rectangle())
    .gesture(resetTap)
    .gesture(pan.simultaneously(with: pinch))
  }
}
