import Easel

/// The credits, with the attribution The Swift Programming Language's licence asks for.
struct AboutView: View {
  var body: some View {
    SettingsPage(title: "About parSta!") {
      HStack {
        Spacer()
        VStack(spacing: 8) {
          ParstaLogo(size: 56)
          Text("Version \(ParstaInfo.version)")
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        Spacer()
      }
      .padding(.vertical, 8)
      PageParagraph(
        heading: "Made by",
        text:
          "The parSta! team designed the app in their SwiftUI study notes: the custom tab bar, the settings, the home screen, the daily quiz and the ranks. It runs on Linux on Easel, a SwiftUI-compatible framework."
      )
      PageParagraph(
        heading: "The Swift Programming Language",
        text:
          "Lessons and questions marked as drawing on The Swift Programming Language are our own explanations of material in that book, by Apple Inc. and the Swift project, licensed under the Creative Commons Attribution 4.0 International licence (CC BY 4.0, creativecommons.org/licenses/by/4.0). The book is at docs.swift.org/swift-book. The explanations were written for parSta! and are not the book's text."
      )
      PageParagraph(
        heading: "Swift and SwiftUI",
        text:
          "Swift is a trademark of Apple Inc. News comes from the swift.org blog. Symbols are drawn from the Adwaita icon theme."
      )
    }
  }
}
