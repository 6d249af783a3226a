import Easel
import EaselTesting
import Foundation
import Testing

/// A mailbox whose rows have trailing Delete and Archive actions and a leading Unread action.
private struct SwipeActionScreen: View {
  let messages = ["Lunch on Friday?", "Invoice 2291", "Weekly newsletter"]

  var body: some View {
    List {
      ForEach(messages, id: \.self) { message in
        Text(message)
          .swipeActions {
            Button(role: .destructive) {
            } label: {
              Label("Delete", systemImage: "trash")
            }
            Button {
            } label: {
              Label("Archive", systemImage: "folder")
            }.tint(.indigo)
          }
          .swipeActions(edge: .leading) {
            Button {
            } label: {
              Label("Unread", systemImage: "envelope")
            }.tint(.blue)
          }
      }
    }
  }
}

@Suite("Swipe action screens") @MainActor
struct SwipeActionScreenTests {
  private let size = CGSize(width: 360, height: 260)

  @Test(arguments: [ColorScheme.light, .dark])
  func revealedActions(colorScheme: ColorScheme) throws {
    let host = ViewHost(SwipeActionScreen(), size: size, colorScheme: colorScheme)
    // Open the first row's trailing actions.
    let lunch = try #require(host.find(text: "Lunch on Friday?"))
    host.drag(from: CGPoint(x: 250, y: lunch.midY), to: CGPoint(x: 150, y: lunch.midY))
    host.advance(by: 1)
    let image = host.render()
    let name = colorScheme == .light ? "swipe-actions-light" : "swipe-actions-dark"
    let comparison = ReferenceImage.compare(image, named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
    #expect(image.pixel(at: CGPoint(x: size.width - 16 - 20, y: lunch.midY)).isReddish, "Delete is at the edge")

    // Opening the second row's leading action closes the first, as on iOS.
    let invoice = try #require(host.find(text: "Invoice 2291"))
    host.drag(from: CGPoint(x: 100, y: invoice.midY), to: CGPoint(x: 160, y: invoice.midY))
    host.advance(by: 1)
    let second = host.render()
    #expect(second.pixel(at: CGPoint(x: 16 + 20, y: invoice.midY)).isBluish, "Unread is at the leading edge")
    #expect(!second.pixel(at: CGPoint(x: size.width - 16 - 20, y: lunch.midY)).isReddish, "the first row closed")
  }
}
