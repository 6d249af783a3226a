import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A screen with a button that presents a sheet, and a counter below it to check that the sheet blocks taps.
private struct SheetScreen: View {
  @State var isPresented = false
  @State var taps = 0
  let log: PresentationLog

  var body: some View {
    VStack(spacing: 20) {
      Text("Show").onTapGesture { isPresented = true }
      Text("Below \(taps)").onTapGesture { taps += 1 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .sheet(isPresented: $isPresented, onDismiss: { log.entries.append("dismissed") }) {
      SheetContent(log: log)
    }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  @State private var count = 0
  let log: PresentationLog

  var body: some View {
    VStack(spacing: 12) {
      Text("Sheet \(count)").onTapGesture { count += 1 }
      Text(isPresented ? "presented" : "not presented")
      Text("Done").onTapGesture { dismiss() }
    }
    .padding(20)
  }
}

@MainActor
final class PresentationLog {
  var entries: [String] = []
}

private struct Fruit: Identifiable, Hashable {
  let name: String
  var id: String { name }
}

@MainActor
@Suite struct PresentationTests {
  private let size = CGSize(width: 400, height: 300)

  @Test func aSheetIsPresentedAndDismissedThroughItsBinding() {
    let log = PresentationLog()
    let host = ViewHost(SheetScreen(log: log), size: size)
    #expect(host.find(text: "Sheet 0") == nil)
    host.tap(text: "Show")
    let frame = host.find(text: "Sheet 0")
    #expect(frame != nil)
    #expect(host.find(text: "presented") != nil)
    host.advance(by: 0.5)
    host.tap(text: "Sheet 0")
    #expect(host.find(text: "Sheet 1") != nil, "the sheet's state lives in its own nodes")
    host.tap(text: "Done")
    #expect(host.find(text: "Sheet 1") == nil)
    #expect(log.entries == ["dismissed"])
    host.advance(by: 0.5)
    #expect(host.graph.presentationLayers.isEmpty)
    #expect(log.entries == ["dismissed"], "onDismiss runs once")
  }

  @Test func aModalSheetBlocksTapsBelowIt() {
    let log = PresentationLog()
    let host = ViewHost(SheetScreen(log: log), size: size)
    let below = host.find(text: "Below 0")!
    host.tap(text: "Show")
    host.advance(by: 0.5)
    host.tap(at: CGPoint(x: 5, y: 5))
    host.tap(at: CGPoint(x: below.midX, y: below.midY))
    #expect(host.find(text: "Sheet 0") != nil, "a press outside a sheet does not dismiss it")
    host.key(.escape)
    host.advance(by: 0.5)
    #expect(host.find(text: "Sheet 0") == nil)
    #expect(host.find(text: "Below 0") != nil, "taps did not reach the view below the sheet")
    host.tap(at: CGPoint(x: below.midX, y: below.midY))
    #expect(host.find(text: "Below 1") != nil)
    #expect(log.entries == ["dismissed"])
  }

  @Test func interactiveDismissDisabledKeepsTheSheetOnEscape() {
    struct Screen: View {
      @State var isPresented = true
      var body: some View {
        Color.clear.sheet(isPresented: $isPresented) {
          Text("Locked").padding().interactiveDismissDisabled()
        }
      }
    }
    let host = ViewHost(Screen(), size: size)
    #expect(host.find(text: "Locked") != nil)
    #expect(!host.key(.escape))
    #expect(host.find(text: "Locked") != nil)
  }

  @Test func theItemFormReplacesTheSheetWhenTheItemChanges() {
    struct Screen: View {
      @State var fruit: Fruit?
      let log: PresentationLog
      var body: some View {
        VStack {
          Text("Apple").onTapGesture { fruit = Fruit(name: "apple") }
          Text("Pear").onTapGesture { fruit = Fruit(name: "pear") }
        }
        .sheet(item: $fruit, onDismiss: { log.entries.append("dismissed") }) { fruit in
          VStack {
            Text("Showing \(fruit.name)")
            Text("Pear").onTapGesture { self.fruit = Fruit(name: "pear") }
          }.padding()
        }
      }
    }
    let log = PresentationLog()
    let host = ViewHost(Screen(log: log), size: size)
    host.tap(text: "Apple")
    #expect(host.find(text: "Showing apple") != nil)
    host.tap(text: "Pear")
    #expect(host.find(text: "Showing apple") == nil)
    #expect(host.find(text: "Showing pear") != nil)
    #expect(log.entries == ["dismissed"])
    host.key(.escape)
    #expect(host.find(text: "Showing pear") == nil)
    #expect(log.entries == ["dismissed", "dismissed"])
  }

  @Test func sheetsPresentSheetsAndEscapeDismissesTheTopmostFirst() {
    struct Inner: View {
      @State var showsNext = false
      var body: some View {
        Text("Open inner").padding(30).onTapGesture { showsNext = true }
          .sheet(isPresented: $showsNext) { Text("Inner sheet").padding(40) }
      }
    }
    struct Screen: View {
      @State var isPresented = true
      var body: some View {
        Color.clear.sheet(isPresented: $isPresented) { Inner() }
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "Open inner")
    #expect(host.find(text: "Inner sheet") != nil)
    #expect(host.graph.presentationLayers.count == 2)
    host.key(.escape)
    #expect(host.find(text: "Inner sheet") == nil)
    #expect(host.find(text: "Open inner") != nil)
    host.key(.escape)
    #expect(host.find(text: "Open inner") == nil)
    host.advance(by: 1)
    #expect(host.graph.presentationLayers.isEmpty)
  }

  @Test func aPresentationLeavesWithItsPresenter() {
    struct Screen: View {
      @State var showsPresenter = true
      var body: some View {
        VStack {
          Text("Hide").onTapGesture { showsPresenter = false }
          if showsPresenter {
            Text("Presenter").sheet(isPresented: .constant(true)) {
              Text("Hide").padding().onTapGesture { showsPresenter = false }
            }
          }
        }
      }
    }
    let host = ViewHost(Screen(), size: size)
    #expect(host.graph.presentationLayers.count == 1)
    host.tap(text: "Hide")
    #expect(host.find(text: "Presenter") == nil)
    host.advance(by: 1)
    #expect(host.graph.presentationLayers.isEmpty)
  }

  @Test func aFullScreenCoverFillsTheWindowAndSlidesIn() {
    struct Screen: View {
      @State var isPresented = false
      var body: some View {
        Text("Open").onTapGesture { isPresented = true }
          .fullScreenCover(isPresented: $isPresented) {
            Text("Cover").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
          }
      }
    }
    let host = ViewHost(Screen(), size: size)
    host.tap(text: "Open")
    let moving = host.render()
    #expect(!moving.pixel(at: CGPoint(x: 200, y: 20)).isBluish, "the cover starts below the window")
    host.advance(by: 1)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 5, y: 5)).isBluish)
    #expect(image.pixel(at: CGPoint(x: 395, y: 295)).isBluish)
  }

  @Test func withMotionReducedACoverFadesInPlaceInsteadOfSliding() {
    struct Screen: View {
      @State var isPresented = false
      var body: some View {
        Text("Open").onTapGesture { isPresented = true }
          .fullScreenCover(isPresented: $isPresented) {
            Text("Cover").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
          }
      }
    }
    func topDuringEntrance(reduceMotion: Bool) -> Pixel {
      let host = ViewHost(Screen().environment(\.accessibilityReduceMotion, reduceMotion), size: size)
      host.tap(text: "Open")
      host.advance(by: 0.1)
      return host.render().pixel(at: CGPoint(x: 200, y: 20))
    }
    #expect(!topDuringEntrance(reduceMotion: false).isBluish, "sliding up, the cover is still below the top")
    let fading = topDuringEntrance(reduceMotion: true)
    #expect(fading.isBluish, "fading in place, the cover already tints the top: \(fading)")
    #expect(fading.r > 40, "…but is not opaque yet: \(fading)")
  }
}
