import Easel

/// Opens Gesture Lab's Replay page in a sheet, from the lab's side column.
public struct ReplaySheetButton: View {
  @State private var isPresented = false

  public init() {}

  public var body: some View {
    Button("Replay a Recorded Trace…") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        VStack(alignment: .trailing, spacing: 0) {
          ReplayView()
          Button("Done") { isPresented = false }
            .keyboardShortcut(.escape, modifiers: [])
            .padding([.horizontal, .bottom], 20)
        }
      }
  }
}
