import Easel
import EaselTesting
import Foundation
import Testing

/// Text fields in their states: empty with a placeholder, focused with a selection, secure, plain, disabled.
private struct TextFieldScreen: View {
  @State private var empty = ""
  @State private var selected = "Select these words"
  @State private var password = "hunter2"
  @State private var plain = "Plain style"
  @State private var korean = "한국어 입력"

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Name", text: $empty, prompt: Text("Your name"))
      TextField("Selection", text: $selected)
      SecureField("Password", text: $password)
      TextField("Plain", text: $plain).textFieldStyle(.plain)
      TextField("Korean", text: $korean).disabled(true)
    }
    .padding(16)
    .frame(width: 260)
  }
}

@MainActor
@Suite struct TextFieldScreens {
  @Test(arguments: [ColorScheme.light, .dark])
  func textFields(in colorScheme: ColorScheme) throws {
    let host = ViewHost(TextFieldScreen(), size: CGSize(width: 260, height: 220), colorScheme: colorScheme)
    host.layout()
    // Focus the second field and select "these words" with the keyboard.
    host.key(.tab)
    host.key(.tab)
    host.key(.end)
    host.key(.leftArrow, modifiers: [.shift, .control])
    host.key(.leftArrow, modifiers: [.shift, .control])
    let image = host.render()
    let name = colorScheme == .dark ? "text-fields-dark" : "text-fields-light"
    let comparison = ReferenceImage.compare(image, named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
  }
}
