import EaselGTK
import Parsta

/// parSta! on the desktop: learn Swift with lessons, a daily quiz and ranks.
@main
struct ParstaApp: App {
  var body: some Scene {
    ParstaScene()
  }
}
