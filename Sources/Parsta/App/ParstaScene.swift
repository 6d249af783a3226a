import Easel

/// parSta!'s window.
public struct ParstaScene: Scene {
  public init() {}

  public var body: some Scene {
    WindowGroup("parSta!") {
      Text("parSta!")
    }
  }
}
