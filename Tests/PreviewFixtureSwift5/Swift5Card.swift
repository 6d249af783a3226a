import Easel

/// A Swift 5 mode view with a preview beside it.
public struct Swift5Card: View {
  @State private var count = 3

  public init() {}

  public var body: some View {
    Text("Swift 5: \(count)").padding(8).background(Color.orange)
  }
}

#Preview("Swift 5", traits: .sizeThatFitsLayout) {
  Swift5Card()
}
