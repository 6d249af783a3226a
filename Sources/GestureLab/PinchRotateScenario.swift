import Easel

/// Scenario: `MagnifyGesture().simultaneously(with: RotateGesture())`, both parts following the same fingers.
public struct PinchRotateScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog
  @GestureState private var live = Transform.identity
  @State private var steady = Transform.identity

  /// A scale and an angle.
  struct Transform: Equatable, CustomStringConvertible {
    var scale: CGFloat
    var angle: Angle

    static let identity = Transform(scale: 1, angle: .zero)

    var description: String { String(format: "×%.2f, %d°", Double(scale), Int(angle.degrees.rounded())) }
  }

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  private var pinchAndRotate: some Gesture {
    MagnifyGesture()
      .simultaneously(with: RotateGesture())
      .updating($live) { value, state, _ in
        state = Transform(scale: value.first?.magnification ?? 1, angle: value.second?.rotation ?? .zero)
      }
      .onEnded { value in
        steady.scale *= value.first?.magnification ?? 1
        steady.angle += value.second?.rotation ?? .zero
      }
  }

  public var body: some View {
    ScenarioPage(title: "Pinch and rotate at once", explanation: Self.explanation, log: log) {
      ExampleCard(
        title: "Pinch or turn with two fingers", code: "MagnifyGesture().simultaneously(with: RotateGesture())"
      ) {
        VStack(spacing: 8) {
          ZStack {
            RoundedRectangle(cornerRadius: 14).fill(Color.orange).frame(width: 80, height: 80)
              .overlay(Text("🎨").font(.title))
              .scaleEffect(steady.scale * live.scale)
              .rotationEffect(steady.angle + live.angle)
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .contentShape(Rectangle())
          .gesture(pinchAndRotate)
          .clipped()
          StateReadout(gestureState: "live \(live.description)", state: "steady \(steady.description)")
        }
      }
    }
  }

  static let explanation = Explanation(
    english: """
      Both parts follow the same two fingers. The value has first and second, each nil until that part starts: \
      turning without pinching leaves first nil. The gesture stays active while either part is and ends when both \
      are done; onEnded then keeps the result in @State, and the @GestureState returns to ×1, 0°. On the desktop, \
      pinch the touchpad, or hold Shift and drag with the mouse.
      """,
    korean: """
      두 제스처가 같은 두 손가락을 함께 따라간다. 값에는 first와 second가 있고, 각각 그 제스처가 시작되기 \
      전까지는 nil이다. 벌리거나 오므리지 않고 돌리기만 하면 first는 nil로 남는다. 둘 중 하나라도 활성이면 \
      계속 활성이고, 둘 다 끝나야 끝난다. 그러면 onEnded가 결과를 @State에 저장하고 @GestureState는 \
      ×1, 0°로 돌아간다. 데스크톱에서는 터치패드로 핀치하거나, Shift를 누른 채 마우스로 드래그하면 된다.
      """)
}
