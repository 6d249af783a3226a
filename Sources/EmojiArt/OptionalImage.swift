import Easel

/// The course's image view that draws nothing until it has an image.
struct OptionalImage: View {
  var uiImage: UIImage?

  var body: some View {
    Group {
      if let uiImage {
        Image(uiImage: uiImage)
      }
    }
  }
}
