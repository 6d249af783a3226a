import Easel
import EaselTesting
import Testing

/// ``InputResidue``, which the fuzzers' invariants read: it sees a press held, a gesture state away from its initial
/// value, and the nodes of a pushed screen and of a sheet, and sees them go once they end.
@MainActor
@Suite struct InputResidueTests {
  private struct Pressable: View {
    @GestureState private var isPressed = false

    var body: some View {
      Text(isPressed ? "Pressed" : "Idle")
        .frame(width: 200, height: 200)
        .gesture(LongPressGesture(minimumDuration: 10).updating($isPressed) { value, state, _ in state = value })
    }
  }

  private struct Screens: View {
    @State private var isShowingSheet = false

    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Push", destination: VStack { ForEach(0..<20) { Text("Row \($0)") } })
          Text("Sheet").onTapGesture { isShowingSheet = true }
        }
        .sheet(isPresented: $isShowingSheet) {
          VStack {
            ForEach(0..<20) { Text("Line \($0)") }
            Button("Close") { isShowingSheet = false }
          }
        }
      }
    }
  }

  @Test func aHeldPressIsResidueUntilItEnds() {
    let host = ViewHost(Pressable(), size: CGSize(width: 200, height: 200))
    host.layout()
    #expect(residue(host).isIdle)
    let touch = host.touchDown(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.1)
    #expect(host.find(text: "Pressed") != nil)
    let held = residue(host)
    #expect(held.gestureSessions == 1 && held.trackedPointers == 1 && held.heldGestureStates == 1)
    host.touchUp(touch)
    host.advance(by: 0.1)
    #expect(residue(host).isIdle)
  }

  @Test func pushedScreensAndSheetsReleaseTheirNodes() {
    let host = ViewHost(Screens(), size: CGSize(width: 400, height: 700))
    host.advance(by: 1)
    // A first push and pop: a stack that has pushed keeps a node or so of its own (a branch of its bar).
    pushAndPop(host)
    let baseline = residue(host)
    #expect(baseline.liveNodes == baseline.mountedNodes)
    for _ in 0..<3 {
      pushAndPop(host)
      #expect(residue(host).mountedNodes == baseline.mountedNodes, "a popped screen leaves the tree")
      #expect(host.tap(text: "Sheet"))
      host.advance(by: 1)
      #expect(host.find(text: "Line 19") != nil)
      #expect(residue(host).mountedNodes > baseline.mountedNodes + 20)
      #expect(host.tap(text: "Close"))
      host.advance(by: 1)
      let after = residue(host)
      #expect(after.mountedNodes == baseline.mountedNodes, "a closed sheet leaves the tree")
      #expect(after.liveNodes == after.mountedNodes, "and what left it is freed")
    }
  }

  /// The residue once the window has laid out, as the fuzzers read it: containers let go of removed children's
  /// nodes when they next lay out.
  private func residue(_ host: ViewHost) -> InputResidue {
    host.layout()
    return host.graph.inputResidue
  }

  private func pushAndPop(_ host: ViewHost) {
    #expect(host.tap(text: "Push"))
    host.advance(by: 1)
    #expect(host.find(text: "Row 19") != nil)
    #expect(host.tap(text: "Back"))
    host.advance(by: 1)
  }
}
