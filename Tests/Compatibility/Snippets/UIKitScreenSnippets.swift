// An iOS screen of 2020–2025 as written: `import SwiftUI` and `import UIKit`, UIKit's semantic colors through
// `Color(uiColor:)` and `Color(_:)`, `UIDevice`, `UIFont`, `UIPasteboard`, haptics, `UIApplication.shared.open`,
// `UIScreen.main.bounds`, and the 100 Days of SwiftUI word game's `UITextChecker` check.
import SwiftUI
import UIKit

struct DeviceInfoScreen: View {
  @State private var copied = false
  private let device = UIDevice.current

  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 12) {
        Text("This device")
          .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
        Text("\(device.systemName) on a \(device.model)")
          .foregroundColor(Color(UIColor.secondaryLabel))
        Text(device.userInterfaceIdiom == .phone ? "Phone" : "Large screen")
          .foregroundColor(Color(uiColor: .systemBlue))
        Text("Screen width \(Int(UIScreen.main.bounds.width))")
          .font(Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)))
        Button(copied ? "Copied" : "Copy name") {
          UIPasteboard.general.string = device.name
          UINotificationFeedbackGenerator().notificationOccurred(.success)
          copied = true
        }
        Button("Open website") {
          let impact = UIImpactFeedbackGenerator(style: .medium)
          impact.impactOccurred()
          if let url = URL(string: "https://example.com") {
            UIApplication.shared.open(url)
          }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(Color(uiColor: .secondarySystemBackground))
      .navigationTitle("About")
    }
  }
}

struct WordGameView: View {
  @State private var usedWords = [String]()
  @State private var newWord = ""
  @State private var errorMessage = ""

  var body: some View {
    VStack {
      TextField("Enter your word", text: $newWord)
        .onSubmit(addNewWord)
      Text(errorMessage).foregroundColor(Color(.systemRed))
      ForEach(usedWords, id: \.self) { word in
        Text(word)
      }
    }
  }

  func addNewWord() {
    let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    guard answer.count > 0 else { return }
    guard isReal(word: answer) else {
      errorMessage = "Word not recognized"
      return
    }
    usedWords.insert(answer, at: 0)
    newWord = ""
  }

  func isReal(word: String) -> Bool {
    let checker = UITextChecker()
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelledRange = checker.rangeOfMisspelledWord(
      in: word, range: range, startingAt: 0, wrap: false, language: "en")
    return misspelledRange.location == NSNotFound
  }
}

extension UIColor {
  static let brandAccent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1) : UIColor(red: 0.8, green: 0.3, blue: 0, alpha: 1)
  }
}
