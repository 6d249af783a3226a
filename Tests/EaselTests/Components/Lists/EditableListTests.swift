import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A list of fruit in a navigation stack with an edit button, deletable and movable rows.
private struct FruitList: View {
  @State var fruit = ["Apple", "Banana", "Cherry", "Date"]
  var body: some View {
    NavigationStack {
      List {
        ForEach(fruit, id: \.self) { Text($0) }
          .onDelete { fruit.remove(atOffsets: $0) }
          .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
      }
      .toolbar { EditButton() }
      .navigationTitle(fruit.joined(separator: ","))
    }
  }
}

/// A mail-like list whose rows reveal buttons when swiped.
private struct SwipeList: View {
  @State var messages = ["Lunch", "Invoice", "Newsletter"]
  @State var flagged: [String] = []
  var body: some View {
    VStack {
      List {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .swipeActions {
              Button(role: .destructive) {
                messages.removeAll { $0 == message }
              } label: {
                Label("Delete", systemImage: "trash")
              }
            }
            .swipeActions(edge: .leading) {
              Button {
                flagged.append(message)
              } label: {
                Label("Flag", systemImage: "flag")
              }
              .tint(.orange)
            }
        }
      }
      Text("flagged \(flagged.joined(separator: ","))")
      Text("left \(messages.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite struct EditableListTests {
  private let size = CGSize(width: 360, height: 480)

  @Test func theEditButtonShowsDeleteButtonsThatAskForConfirmation() throws {
    let host = ViewHost(FruitList(), size: size)
    #expect(host.find(text: "Done") == nil)
    #expect(host.tap(text: "Edit"))
    host.advance(by: 1)
    #expect(host.find(text: "Done") != nil, "the button reads Done while editing")
    let banana = try #require(host.find(text: "Banana"))
    // The red delete button sits at the leading edge of the row, before the content.
    host.tap(at: CGPoint(x: banana.minX - 20, y: banana.midY))
    host.advance(by: 1)
    let confirm = try #require(host.find(text: "Delete"))
    #expect(confirm.minX > banana.maxX)
    #expect(host.tap(text: "Delete"))
    host.advance(by: 1)
    #expect(host.find(text: "Banana") == nil)
    #expect(host.find(text: "Apple,Cherry,Date") != nil)
    #expect(host.tap(text: "Done"))
    host.advance(by: 1)
    #expect(host.find(text: "Edit") != nil)
  }

  @Test func draggingTheHandleMovesTheRow() throws {
    let host = ViewHost(FruitList(), size: size)
    #expect(host.tap(text: "Edit"))
    host.advance(by: 1)
    let apple = try #require(host.find(text: "Apple"))
    let cherry = try #require(host.find(text: "Cherry"))
    // The handle is at the trailing edge of the row; drag Apple down two rows, onto Cherry's place.
    let handle = CGPoint(x: size.width - 16 - 16 - 14, y: apple.midY)
    host.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + (cherry.midY - apple.midY)))
    host.advance(by: 1)
    #expect(host.find(text: "Banana,Cherry,Apple,Date") != nil)
  }

  @Test func withoutEditModeRowsShowNoControls() throws {
    let host = ViewHost(FruitList(), size: size)
    let apple = try #require(host.find(text: "Apple"))
    #expect(apple.minX == 32, "the content is where it is in a row without actions")
  }

  @Test func swipingARowRevealsItsButtonsAndAFullSwipeRunsTheFirst() throws {
    let host = ViewHost(SwipeList(), size: size)
    let lunch = try #require(host.find(text: "Lunch"))
    // A short swipe to the left opens the row on its Delete button.
    host.drag(from: CGPoint(x: 250, y: lunch.midY), to: CGPoint(x: 190, y: lunch.midY))
    host.advance(by: 1)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: size.width - 16 - 20, y: lunch.midY)).isReddish, "the red button shows")
    #expect(host.find(text: "left Lunch,Invoice,Newsletter") != nil, "opening runs nothing")
    host.tap(at: CGPoint(x: size.width - 16 - 30, y: lunch.midY))
    host.advance(by: 1)
    #expect(host.find(text: "left Invoice,Newsletter") != nil)

    let invoice = try #require(host.find(text: "Invoice"))
    host.drag(from: CGPoint(x: 300, y: invoice.midY), to: CGPoint(x: 40, y: invoice.midY))
    host.advance(by: 1)
    #expect(host.find(text: "left Newsletter") != nil, "a full swipe runs the first button")
  }

  @Test func swipingAnotherRowClosesTheOpenOneAndATapClosesIt() throws {
    let host = ViewHost(SwipeList(), size: size)
    let lunch = try #require(host.find(text: "Lunch"))
    let invoice = try #require(host.find(text: "Invoice"))
    host.drag(from: CGPoint(x: 250, y: lunch.midY), to: CGPoint(x: 190, y: lunch.midY))
    host.advance(by: 1)
    #expect(try #require(host.find(text: "Lunch")).minX < lunch.minX, "Lunch is open")

    host.drag(from: CGPoint(x: 250, y: invoice.midY), to: CGPoint(x: 190, y: invoice.midY))
    host.advance(by: 1)
    #expect(try #require(host.find(text: "Invoice")).minX < invoice.minX, "Invoice is open")
    #expect(try #require(host.find(text: "Lunch")).minX == lunch.minX, "opening Invoice closed Lunch")

    // A tap on another row closes the open one and does nothing else.
    let newsletter = try #require(host.find(text: "Newsletter"))
    host.tap(at: CGPoint(x: newsletter.midX, y: newsletter.midY))
    // The open row hears of the tap in the update after it, and then animates closed.
    host.advance(by: 0.1)
    host.advance(by: 1)
    let closed = try #require(host.find(text: "Invoice"))
    #expect(closed.minX == invoice.minX, "the tap closed Invoice")
    #expect(host.find(text: "left Lunch,Invoice,Newsletter") != nil)
    #expect(host.find(text: "flagged ") != nil)
  }

  @Test func swipeActionsAreInTheRowsContextMenu() throws {
    let host = ViewHost(SwipeList(), size: size)
    let newsletter = try #require(host.find(text: "Newsletter"))
    host.secondaryClick(at: CGPoint(x: newsletter.midX, y: newsletter.midY))
    host.advance(by: 0.5)
    #expect(host.tap(text: "Flag"))
    host.advance(by: 0.5)
    #expect(host.find(text: "flagged Newsletter") != nil)
  }
}
