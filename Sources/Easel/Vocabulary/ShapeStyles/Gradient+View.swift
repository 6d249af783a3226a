import Foundation

// The gradients are views, as in SwiftUI, that fill a rectangle. Their conformances live with the shapes: the
// styles themselves belong to the core's display model, which has no shapes.
extension LinearGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension MeshGradient: View {
  public var body: some View { Rectangle().fill(self) }
}
