import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A tab with a counter, to see that tabs keep their state.
struct CountingTab: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Text("\(name) \(count)").onTapGesture { count += 1 }
  }
}

/// Three tabs bound to a selection shown and changed outside the tab view.
struct BoundTabs: View {
  @State private var selection = "a"

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 20) {
        Text("Selected \(selection)")
        Text("Pick c").onTapGesture { selection = "c" }
      }
      .frame(height: 30)
      TabView(selection: $selection) {
        CountingTab(name: "Alpha").tabItem { Label("A", systemImage: "star") }.tag("a")
        CountingTab(name: "Beta").tabItem { Label("B", systemImage: "heart") }.tag("b")
        CountingTab(name: "Gamma").tabItem {
          Image(systemName: "gear")
          Text("C")
        }
        .tag("c")
      }
    }
  }
}

/// A tab whose item and tag are set in its own body.
struct WrappedTab: View {
  let name: String
  let number: Int

  var body: some View {
    Text("\(name) content").tabItem { Label(name, systemImage: "star") }.tag(number)
  }
}

/// Pages bound to a selection, with a button that changes it with an animation.
struct BoundPages: View {
  @State private var page = 0

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 20) {
        Text("Page \(page)")
        Text("Last").onTapGesture { withAnimation { page = 2 } }
      }
      .frame(height: 30)
      TabView(selection: $page) {
        ForEach(0..<3, id: \.self) { index in
          ZStack {
            Color.blue
            Text("Content \(index)")
          }
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  let size = CGSize(width: 300, height: 300)

  @Test func tappingTheBarSwitchesTabs() {
    let host = ViewHost(BoundTabs(), size: size)
    #expect(host.find(text: "Alpha 0") != nil)
    #expect(host.find(text: "Beta 0") == nil)
    let item = host.find(text: "B")!
    #expect(item.midY > size.height - TabBar.height)
    host.tap(at: CGPoint(x: item.midX, y: item.midY))
    #expect(host.find(text: "Beta 0") != nil)
    #expect(host.find(text: "Alpha 0") == nil)
    #expect(host.find(text: "Selected b") != nil)
  }

  @Test func theBindingSelectsTheTab() {
    let host = ViewHost(BoundTabs(), size: size)
    host.tap(text: "Pick c")
    #expect(host.find(text: "Gamma 0") != nil)
    // An item made of an image and a text shows both.
    #expect(host.find(text: "C") != nil)
  }

  @Test func eachTabKeepsItsState() {
    let host = ViewHost(BoundTabs(), size: size)
    host.tap(text: "Alpha 0")
    host.advance(by: 0.5)
    host.tap(text: "Alpha 1")
    host.advance(by: 0.5)
    host.tap(text: "B")
    host.advance(by: 0.5)
    host.tap(text: "Beta 0")
    host.advance(by: 0.5)
    host.tap(text: "A")
    #expect(host.find(text: "Alpha 2") != nil)
    host.tap(text: "B")
    #expect(host.find(text: "Beta 1") != nil)
  }

  @Test func theSelectedItemIsInTheAccentColour() {
    let host = ViewHost(BoundTabs(), size: size)
    let image = host.render()
    let selected = host.find(text: "A")!
    let other = host.find(text: "B")!
    func hasAccent(_ rect: CGRect) -> Bool {
      (Int(rect.minX)..<Int(rect.maxX)).contains { x in
        (Int(rect.minY)..<Int(rect.maxY)).contains { y in
          let pixel = image.pixel(x: x, y: y)
          return Int(pixel.b) > Int(pixel.r) + 80
        }
      }
    }
    #expect(hasAccent(selected))
    #expect(!hasAccent(other))
  }

  @Test func aTabViewWithoutSelectionStartsOnTheFirstTab() {
    let host = ViewHost(
      TabView {
        Text("One").tabItem { Text("1") }
        Text("Two").tabItem { Text("2") }
      }, size: size)
    #expect(host.find(text: "One") != nil)
    host.tap(text: "2")
    #expect(host.find(text: "Two") != nil)
  }

  @Test func swipingMovesToTheNextPageAndTheDotsFollow() {
    let host = ViewHost(BoundPages(), size: size)
    #expect(host.find(text: "Content 0")!.midX == size.width / 2)
    host.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 80, y: 150), duration: 0.2)
    host.advance(by: 1)
    #expect(host.find(text: "Page 1") != nil)
    #expect(host.find(text: "Content 1")!.midX == size.width / 2)
    // The dots: the second is bright white, the first is dimmed.
    let image = host.render()
    let y = size.height - 10 - 6 - 3.5
    let firstX = size.width / 2 - (3 * 7 + 2 * 8) / 2 + 3.5
    let first = image.pixel(at: CGPoint(x: firstX, y: y))
    let second = image.pixel(at: CGPoint(x: firstX + 15, y: y))
    #expect(second.r > 240 && second.b > 240)
    #expect(first.r < 200)
  }

  @Test func aShortSlowSwipeSettlesBack() {
    let host = ViewHost(BoundPages(), size: size)
    host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 160, y: 150), duration: 1)
    host.advance(by: 1)
    #expect(host.find(text: "Page 0") != nil)
    #expect(host.find(text: "Content 0")!.midX == size.width / 2)
  }

  @Test func anAnimatedSelectionSlides() {
    let host = ViewHost(BoundPages(), size: size)
    host.tap(text: "Last")
    host.advance(by: 0.05)
    let moving = host.find(text: "Content 2")!.midX
    host.advance(by: 1)
    let settled = host.find(text: "Content 2")!.midX
    #expect(moving > settled + 20)
    #expect(settled == size.width / 2)
  }

  @Test func aNavigationStackInATabKeepsItsScreens() {
    let host = ViewHost(
      TabView {
        NavigationStack { NavigationLink("Open", destination: Text("Opened")).navigationTitle("First") }
          .tabItem { Label("One", systemImage: "house") }
        Text("Other tab").tabItem { Label("Two", systemImage: "gear") }
      }, size: size)
    host.tap(text: "Open")
    host.advance(by: 1)
    host.tap(text: "Two")
    #expect(host.find(text: "Other tab") != nil)
    host.tap(text: "One")
    #expect(host.find(text: "Opened") != nil)
  }

  @Test func aTabCanHideTheTabBar() {
    let host = ViewHost(
      TabView {
        Text("Plain").tabItem { Text("One") }
        Text("Full screen").toolbar(.hidden, for: .tabBar).tabItem { Text("Two") }
      }, size: size)
    host.tap(text: "Two")
    #expect(host.find(text: "Full screen")!.midY == size.height / 2)
    #expect(host.find(text: "One") == nil)
  }

  @Test func theDotsBackgroundCanBeLeftOut() {
    func capsulePixel<V: View>(_ view: V) -> Pixel {
      let image = ViewHost(view, size: size).render()
      // Inside the capsule's padding, left of the first of three dots.
      return image.pixel(at: CGPoint(x: size.width / 2 - (3 * 7 + 2 * 8) / 2 - 5, y: size.height - 10 - 6 - 3.5))
    }
    let pages = TabView {
      Color.white
      Color.white
      Color.white
    }
    .tabViewStyle(.page)
    #expect(capsulePixel(pages).r < 230)
    #expect(capsulePixel(pages.indexViewStyle(.page(backgroundDisplayMode: .never))).r == 255)
  }

  @Test func traitsSetInACustomViewsBodyAreRead() {
    let host = ViewHost(
      TabView {
        WrappedTab(name: "First", number: 10)
        WrappedTab(name: "Second", number: 20)
      }, size: size)
    #expect(host.find(text: "First content") != nil)
    host.tap(text: "Second")
    #expect(host.find(text: "Second content") != nil)
  }
}
