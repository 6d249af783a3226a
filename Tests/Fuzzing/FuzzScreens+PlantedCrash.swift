import Easel
import EaselTesting
import Foundation

extension FuzzScreens {
  /// A screen that crashes the process when its "Fire" button is pressed after its "Arm" button: the campaign's
  /// self-test (`easel-fuzz --planted-crash`) checks that a crash is caught in a worker, named and shrunk to the
  /// presses that cause it.
  @MainActor public static var plantedCrash: [FuzzScreen] {
    [
      FuzzScreen(app: "Planted", name: "crash") {
        let host = ViewHost(PlantedCrashView(), size: CGSize(width: 300, height: 200))
        host.layout()
        return FuzzTarget(host: host)
      }
    ]
  }
}

/// Two buttons far apart; the second traps once the first was pressed.
private struct PlantedCrashView: View {
  @State private var isArmed = false

  var body: some View {
    HStack {
      Button("Arm") { isArmed = true }
      Spacer()
      Button("Fire") {
        if isArmed { fatalError("the planted crash") }
      }
    }
    .padding(40)
  }
}
