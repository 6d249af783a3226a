import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
final class MenuLog {
  var entries: [String] = []
}

private struct MenuScreen: View {
  @State var taps = 0
  let log: MenuLog

  var body: some View {
    VStack(alignment: .leading, spacing: 40) {
      Menu("Edit") {
        Button("Copy") { log.entries.append("copy") }
        Button("Delete", role: .destructive) { log.entries.append("delete") }
        Divider()
        Menu("Share") {
          Button("Mail") { log.entries.append("mail") }
        }
      }
      Text("Below \(taps)").onTapGesture { taps += 1 }
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

private enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, strawberry
  var id: Self { self }
}

private struct PickerScreen: View {
  @State var flavor = Flavor.vanilla
  @State var size = 1

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      Picker("Topping", selection: $flavor) {
        Text("Plain").tag(Flavor.vanilla)
        Text("Cocoa").tag(Flavor.chocolate)
      }
      .pickerStyle(.inline)
      Text("Chose \(flavor.rawValue) \(size)")
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct MenuAndPickerTests {
  private let size = CGSize(width: 400, height: 400)

  @Test func aMenuOpensBelowItsButtonAndRunsTheChosenItem() {
    let log = MenuLog()
    let host = ViewHost(MenuScreen(log: log), size: size)
    #expect(host.find(text: "Copy") == nil)
    let button = host.find(text: "Edit")!
    host.tap(text: "Edit")
    let copy = host.find(text: "Copy")!
    #expect(copy.minY > button.maxY, "the menu drops below its button")
    host.tap(text: "Copy")
    #expect(log.entries == ["copy"])
    #expect(host.find(text: "Copy") == nil)
  }

  @Test func aPressOutsideClosesTheMenuAndGoesNoFurther() {
    let log = MenuLog()
    let host = ViewHost(MenuScreen(log: log), size: size)
    host.tap(text: "Edit")
    #expect(host.find(text: "Copy") != nil)
    let below = host.find(text: "Below 0")
    host.tap(at: CGPoint(x: 380, y: 380))
    #expect(host.find(text: "Copy") == nil)
    host.tap(text: "Edit")
    // "Below 0" is covered by the open menu, so press beside the menu at its height.
    host.tap(at: CGPoint(x: 380, y: below!.midY))
    #expect(host.find(text: "Copy") == nil)
    #expect(host.find(text: "Below 0") != nil, "the closing press did not reach the view below")
    #expect(log.entries.isEmpty)
  }

  @Test func escapeClosesTheMenu() {
    let host = ViewHost(MenuScreen(log: MenuLog()), size: size)
    host.tap(text: "Edit")
    #expect(host.key(.escape))
    #expect(host.find(text: "Copy") == nil)
  }

  @Test func aSubmenuOpensBesideItsRowAndItsItemClosesEveryMenu() {
    let log = MenuLog()
    let host = ViewHost(MenuScreen(log: log), size: size)
    host.tap(text: "Edit")
    let share = host.find(text: "Share")!
    host.hover(at: CGPoint(x: share.midX, y: share.midY))
    let mail = host.find(text: "Mail")!
    #expect(mail.minX > share.maxX, "the submenu opens to the side")
    host.tap(text: "Mail")
    #expect(log.entries == ["mail"])
    #expect(host.find(text: "Share") == nil)
    host.advance(by: 1)
    #expect(host.graph.presentationLayers.isEmpty)
  }

  @Test func theItemUnderThePointerIsHighlighted() {
    let host = ViewHost(MenuScreen(log: MenuLog()), size: size)
    host.tap(text: "Edit")
    host.advance(by: 1)
    let copy = host.find(text: "Copy")!
    let beside = CGPoint(x: copy.minX - 4, y: copy.midY)
    #expect(!host.render().pixel(at: beside).isAccent)
    host.hover(at: CGPoint(x: copy.midX, y: copy.midY))
    #expect(host.render().pixel(at: beside).isAccent)
    host.hover(at: CGPoint(x: 390, y: 390))
    #expect(!host.render().pixel(at: beside).isAccent, "leaving the menu clears the highlight")
  }

  @Test func aMenuWithoutRoomBelowOpensAbove() {
    let host = ViewHost(
      Menu("Actions") {
        Button("First") {}
        Button("Second") {}
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading).padding(10), size: size)
    let button = host.find(text: "Actions")!
    host.tap(text: "Actions")
    let second = host.find(text: "Second")!
    #expect(second.maxY < button.minY)
  }

  @Test func aMenuWithAPrimaryActionRunsItOnClickAndOpensOnLongPress() {
    struct Screen: View {
      @State var log = "none"
      var body: some View {
        Menu("Reply") {
          Button("Reply All") { log = "all" }
        } primaryAction: {
          log = "reply"
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .overlay(Text("Log \(log)"))
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "Reply")
    #expect(host.find(text: "Log reply") != nil)
    #expect(host.find(text: "Reply All") == nil)
    let reply = host.find(text: "Reply")!
    host.longPress(at: CGPoint(x: reply.midX, y: reply.midY))
    host.tap(text: "Reply All")
    #expect(host.find(text: "Log all") != nil)
  }

  @Test func theRadioGroupPickerSelectsTheTappedOption() {
    struct Screen: View {
      @State var choice = 1
      var body: some View {
        VStack {
          Picker("Quality", selection: $choice) {
            Text("Low").tag(0)
            Text("High").tag(1)
          }
          .pickerStyle(.radioGroup)
          Text("Choice \(choice)")
        }
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "Low")
    #expect(host.find(text: "Choice 0") != nil)
  }

  @Test func aPickerInsideAMenuIsASubmenuOfCheckableOptions() {
    struct Screen: View {
      @State var sort = "name"
      var body: some View {
        VStack {
          Menu("View") {
            Picker("Sort By", selection: $sort) {
              Text("Name").tag("name")
              Text("Date").tag("date")
            }
          }
          Text("Sorted by \(sort)")
        }
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "View")
    host.tap(text: "Sort By")
    host.tap(text: "Date")
    #expect(host.find(text: "Sorted by date") != nil)
    #expect(host.find(text: "Sort By") == nil)
  }

  @Test func arrowKeysAndReturnChooseAMenuItem() {
    let log = MenuLog()
    let host = ViewHost(MenuScreen(log: log), size: size)
    host.tap(text: "Edit")
    host.key(.downArrow)
    host.key(.downArrow)
    host.key(.return)
    #expect(log.entries == ["delete"])
  }

  @Test func aSecondaryClickOpensAContextMenuAtThePointer() {
    struct Screen: View {
      @State var taps = 0
      @State var action = "none"
      var body: some View {
        Text("Item \(taps) \(action)")
          .padding(30)
          .onTapGesture { taps += 1 }
          .contextMenu {
            Button("Rename") { action = "rename" }
            Button("Remove", role: .destructive) { action = "remove" }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let host = ViewHost(Screen(), size: size)
    let item = host.find(text: "Item 0 none")!
    host.secondaryClick(at: CGPoint(x: item.midX, y: item.midY))
    #expect(host.find(text: "Item 0 none") != nil, "a secondary click is not a tap")
    let rename = host.find(text: "Rename")!
    #expect(rename.minY >= item.midY && rename.minX >= item.midX - 10, "the menu opens at the pointer")
    host.tap(text: "Remove")
    #expect(host.find(text: "Item 0 remove") != nil)
    host.longPress(at: CGPoint(x: item.midX, y: item.midY))
    #expect(host.find(text: "Rename") != nil, "a long press opens the menu too")
    host.tap(text: "Rename")
    #expect(host.find(text: "Item 0 rename") != nil)
  }

  @Test func theMenuPickerShowsTheSelectionAndChoosesFromItsMenu() {
    let host = ViewHost(PickerScreen(), size: size)
    #expect(host.find(text: "Vanilla") != nil)
    host.tap(text: "Vanilla")
    #expect(host.find(text: "Strawberry") != nil)
    host.tap(text: "Strawberry")
    #expect(host.find(text: "Chose strawberry 1") != nil, "ForEach elements are tagged with their IDs")
    #expect(host.find(text: "Vanilla") == nil)
  }

  @Test func theSegmentedPickerSelectsTheTappedSegment() {
    let host = ViewHost(PickerScreen(), size: size)
    let small = host.find(text: "Small")!
    let large = host.find(text: "Large")!
    #expect(small.maxX < large.minX)
    host.tap(text: "Large")
    #expect(host.find(text: "Chose vanilla 2") != nil)
  }

  @Test func theSegmentedThumbSlidesToTheSelection() {
    struct Screen: View {
      @State var value = 0
      var body: some View {
        Picker("Size", selection: $value) {
          Text("A").tag(0)
          Text("B").tag(1)
          Text("C").tag(2)
        }
        .pickerStyle(.segmented)
        .padding()
      }
    }
    let host = ViewHost(Screen(), size: CGSize(width: 300, height: 80))
    let b = host.find(text: "B")!
    let beside = CGPoint(x: b.midX - 20, y: b.midY)
    func isThumb() -> Bool {
      let pixel = host.render().pixel(at: beside)
      return pixel.r > 250 && pixel.g > 250 && pixel.b > 250
    }
    #expect(!isThumb())
    host.tap(text: "C")
    #expect(!isThumb())
    host.advance(by: 0.06)
    #expect(isThumb(), "halfway, the thumb passes over the middle segment")
    host.advance(by: 1)
    #expect(!isThumb())
  }

  @Test func theInlinePickerSelectsTheTappedOption() {
    let host = ViewHost(PickerScreen(), size: size)
    host.tap(text: "Cocoa")
    #expect(host.find(text: "Chose chocolate 1") != nil)
    #expect(host.find(text: "Chocolate") != nil, "the menu picker shows the new selection")
  }

  @Test func tagsAndForEachIDsBecomeTheOptionsTags() {
    let entries = MenuEntry.entries(
      of: Group {
        Text("A").tag("a")
        ForEach([3, 4], id: \.self) { Text("\($0)") }
        Text("B").foregroundColor(.red).tag("b")
      })
    let expected: [AnyHashable?] = [AnyHashable("a"), AnyHashable(3), AnyHashable(4), AnyHashable("b")]
    #expect(entries.map(\.tag) == expected)
  }
}

extension Pixel {
  /// Whether the pixel is the light accent blue of a highlighted menu item.
  fileprivate var isAccent: Bool { b > 200 && r < 60 && g > 90 && g < 150 }
}
