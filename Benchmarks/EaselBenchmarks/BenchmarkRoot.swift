import Easel

/// The root of a benchmarked tree: its body depends on a ``RootModel``, as a root view holding `@State` would.
///
/// After ``RootModel/counter`` changes, the next update re-runs this body; the content it returns is equal to the
/// previous one, so — as in SwiftUI — the bodies below must not run again and nothing needs laying out.
struct BenchmarkRoot<Content: View>: View {
  let model: RootModel
  let content: Content

  var body: some View {
    // Only the read matters: it registers this body as a dependent of the counter.
    _ = model.counter
    return content
  }
}
