import Easel

/// The course's animatable font: the system font at a size that animates, so an emoji grows and shrinks smoothly
/// when the zoom changes inside `withAnimation` (a plain `.font` would jump).
struct AnimatableSystemFontModifier: AnimatableModifier {
  var size: CGFloat
  var weight: Font.Weight = .regular
  var design: Font.Design = .default

  func body(content: Content) -> some View {
    content.font(Font.system(size: size, weight: weight, design: design))
  }

  var animatableData: CGFloat {
    get { size }
    set { size = newValue }
  }
}

extension View {
  /// The system font of `size`, animated when `size` changes in an animation.
  func font(animatableWithSize size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default)
    -> some View
  {
    modifier(AnimatableSystemFontModifier(size: size, weight: weight, design: design))
  }
}
