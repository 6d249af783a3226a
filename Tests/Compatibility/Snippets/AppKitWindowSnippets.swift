// A macOS view of 2020–2025 as written: `import SwiftUI` and `import AppKit`, AppKit's colors through
// `Color(nsColor:)`, `NSPasteboard`'s clear-then-set copy, `NSWorkspace` for links.
import AppKit
import SwiftUI

struct SnippetListRow: View {
  let snippet: String
  @State private var copyCount = 0

  var body: some View {
    HStack {
      Text(snippet)
        .font(.system(.body, design: .monospaced))
      Spacer()
      Button("Copy") {
        let pasteboard = NSPasteboard.general
        pasteboard.clearContents()
        pasteboard.setString(snippet, forType: .string)
        copyCount += 1
      }
      Button("Docs") {
        NSWorkspace.shared.open(URL(string: "https://www.swift.org/documentation/")!)
      }
    }
    .padding(8)
    .background(Color(nsColor: .controlBackgroundColor))
    .foregroundColor(Color(nsColor: .labelColor))
  }
}

extension NSColor {
  static var panelTint: NSColor { NSColor(calibratedRed: 0.2, green: 0.4, blue: 0.8, alpha: 1) }
}
