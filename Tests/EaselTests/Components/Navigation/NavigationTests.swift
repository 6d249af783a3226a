import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A root screen with a counter, a destination link and a value link.
struct NavigationTestRoot: View {
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 10) {
      Text("Taps: \(taps)").onTapGesture { taps += 1 }
      NavigationLink("Details", destination: NavigationTestDetail())
      NavigationLink("Number 7", value: 7)
    }
    .navigationTitle("Root")
    .navigationDestination(for: Int.self) { number in Text("Showing \(number)") }
  }
}

/// A pushed screen that closes itself with `dismiss`.
struct NavigationTestDetail: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Close").onTapGesture { dismiss() }
      .navigationTitle("Detail")
  }
}

/// A stack driven by a path binding, with controls outside it.
struct PathDrivenStack: View {
  @State private var path: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 20) {
        Text("Push").onTapGesture { path.append("Page \(path.count + 1)") }
        Text("Pop").onTapGesture { if !path.isEmpty { path.removeLast() } }
        Text("Depth \(path.count)")
      }
      .frame(height: 30)
      NavigationStack(path: $path) {
        Text("Start")
          .navigationDestination(for: String.self) { page in Text("At \(page)") }
      }
    }
  }
}

/// A stack driven by a `NavigationPath`.
struct NavigationPathStack: View {
  @State private var path = NavigationPath()

  var body: some View {
    VStack(spacing: 0) {
      Text("Push").onTapGesture { path.append(path.count + 1) }.frame(height: 30)
      NavigationStack(path: $path) {
        Text("Start")
          .navigationDestination(for: Int.self) { number in Text("Level \(number)") }
      }
    }
  }
}

/// A screen pushing a destination while a flag is set.
struct PresentingStack: View {
  @State private var isShowing = false

  var body: some View {
    VStack(spacing: 0) {
      Text("Showing: \(isShowing ? "yes" : "no")").frame(height: 30)
      NavigationStack {
        Text("Show").onTapGesture { isShowing = true }
          .navigationTitle("Home")
          .navigationDestination(isPresented: $isShowing) { Text("Presented") }
      }
    }
  }
}

@MainActor
@Suite struct NavigationTests {
  let size = CGSize(width: 320, height: 400)

  private func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, size: size) }

  @Test func tappingALinkPushesItsDestination() {
    let host = host(NavigationStack { NavigationTestRoot() })
    #expect(host.tap(text: "Details"))
    host.advance(by: 1)
    #expect(host.find(text: "Close") != nil)
    // The root is covered: its views are no longer shown.
    #expect(host.find(text: "Details") == nil)
  }

  @Test func aPushSlidesInFromTheTrailingEdge() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Details")
    host.advance(by: 0.1)
    let moving = host.find(text: "Close")!
    host.advance(by: 1)
    let settled = host.find(text: "Close")!
    #expect(moving.minX > settled.minX + 20)
    #expect(settled.midX == size.width / 2)
  }

  @Test func aValueLinkPushesTheRegisteredDestination() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Number 7")
    host.advance(by: 1)
    #expect(host.find(text: "Showing 7") != nil)
  }

  @Test func theBackButtonShowsThePreviousTitleAndPops() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Details")
    host.advance(by: 1)
    // The bar's back button reads "Root"; the pushed screen's inline title is not large: the root is large.
    let back = host.find(text: "Root")!
    #expect(back.minX < 60 && back.midY < NavigationBar.height)
    host.tap(at: CGPoint(x: back.midX, y: back.midY))
    host.advance(by: 1)
    #expect(host.find(text: "Close") == nil)
    #expect(host.find(text: "Details") != nil)
  }

  @Test func dismissPopsThePushedScreen() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Details")
    host.advance(by: 1)
    host.tap(text: "Close")
    host.advance(by: 1)
    #expect(host.find(text: "Close") == nil)
    #expect(host.find(text: "Details") != nil)
  }

  @Test func altLeftGoesBack() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Details")
    host.advance(by: 1)
    #expect(host.key(.leftArrow, modifiers: .option))
    host.advance(by: 1)
    #expect(host.find(text: "Details") != nil)
  }

  @Test func theScreenBelowKeepsItsState() {
    let host = host(NavigationStack { NavigationTestRoot() })
    host.tap(text: "Taps: 0")
    host.advance(by: 0.5)
    host.tap(text: "Taps: 1")
    host.advance(by: 0.5)
    host.tap(text: "Details")
    host.advance(by: 1)
    host.tap(text: "Close")
    host.advance(by: 1)
    #expect(host.find(text: "Taps: 2") != nil)
  }

  @Test func aPathBindingPushesAndPops() {
    let host = host(PathDrivenStack())
    host.tap(text: "Push")
    host.advance(by: 0.5)
    host.tap(text: "Push")
    host.advance(by: 1)
    #expect(host.find(text: "At Page 2") != nil)
    #expect(host.find(text: "Depth 2") != nil)
    // The back button writes the path.
    host.tap(text: "Back")
    host.advance(by: 1)
    #expect(host.find(text: "At Page 1") != nil)
    #expect(host.find(text: "Depth 1") != nil)
    host.tap(text: "Pop")
    host.advance(by: 1)
    #expect(host.find(text: "Start") != nil)
    #expect(host.find(text: "Depth 0") != nil)
  }

  @Test func aNavigationPathBindingPushes() {
    let host = host(NavigationPathStack())
    host.tap(text: "Push")
    host.advance(by: 0.5)
    host.tap(text: "Push")
    host.advance(by: 1)
    #expect(host.find(text: "Level 2") != nil)
    var path = NavigationPath([1, 2])
    path.removeLast()
    #expect(path.count == 1 && !path.isEmpty)
  }

  @Test func isPresentedPushesAndTheBackButtonClearsIt() {
    let host = host(PresentingStack())
    host.tap(text: "Show")
    host.advance(by: 1)
    #expect(host.find(text: "Presented") != nil)
    #expect(host.find(text: "Showing: yes") != nil)
    host.tap(text: "Home")
    host.advance(by: 1)
    #expect(host.find(text: "Presented") == nil)
    #expect(host.find(text: "Showing: no") != nil)
  }

  @Test func aPresentedDestinationFollowsWhatItsClosureReads() {
    let model = ScoreModel()
    let host = host(
      NavigationStack {
        Text("Home").navigationDestination(isPresented: .constant(true)) { Text("Score \(model.score)") }
      })
    host.advance(by: 1)
    #expect(host.find(text: "Score 0") != nil)
    model.score = 4
    host.advance(by: 0.1)
    #expect(host.find(text: "Score 4") != nil, "the destination is made again when the model changes")
  }

  @Test func titlesAreLargeOnTheRootAndInlineWhenAsked() {
    let large = host(NavigationStack { Text("Body").navigationTitle("Inbox") })
    let largeTitle = large.find(text: "Inbox")!
    #expect(largeTitle.minY >= NavigationBar.height && largeTitle.minX == 16)
    let inline = host(
      NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
    let inlineTitle = inline.find(text: "Inbox")!
    #expect(inlineTitle.maxY < NavigationBar.height && inlineTitle.midX == size.width / 2)
  }

  @Test func theBarCanBeHidden() {
    let shown = host(NavigationStack { Text("Body").navigationTitle("Inbox") })
    let hidden = host(NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarHidden(true) })
    let hiddenByToolbar = host(
      NavigationStack { Text("Body").navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar) })
    #expect(shown.find(text: "Inbox") != nil)
    #expect(hidden.find(text: "Inbox") == nil)
    #expect(hiddenByToolbar.find(text: "Inbox") == nil)
    // Without a bar, the content is centred in the whole window.
    #expect(hidden.find(text: "Body")!.midY == size.height / 2)
  }

  @Test func toolbarItemsArePlacedByTheirPlacement() {
    let host = host(
      NavigationStack {
        Text("Body")
          .navigationTitle("Title")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
            ToolbarItem(placement: .confirmationAction) { Text("Done") }
            ToolbarItemGroup(placement: .bottomBar) {
              Text("Left")
              Text("Right")
            }
          }
      })
    let cancel = host.find(text: "Cancel")!
    let done = host.find(text: "Done")!
    #expect(cancel.minX == 16 && cancel.midY == NavigationBar.height / 2)
    #expect(done.maxX == size.width - 16 && done.midY == NavigationBar.height / 2)
    #expect(host.find(text: "Left")!.midY > size.height - NavigationBar.height)
    let principal = self.host(
      NavigationStack { Text("Body").toolbar { ToolbarItem(placement: .principal) { Text("Centre") } } })
    #expect(principal.find(text: "Centre")!.midX == size.width / 2)
  }

  @Test func plainViewsInAToolbarGoTrailing() {
    let host = host(NavigationStack { Text("Body").toolbar { Text("Add") } })
    #expect(host.find(text: "Add")!.maxX == size.width - 16)
  }

  @Test func labelsInAToolbarShowTheirIconOnly() {
    let host = host(
      NavigationStack {
        Text("Body").toolbar {
          Button {
          } label: {
            Label("Share", systemImage: "square.and.arrow.up")
          }
        }
      })
    #expect(host.find(text: "Share") == nil)
    #expect(host.find(text: "Body") != nil)
  }

  @Test func theOlderTitleModifiersSetTheTitle() {
    let host = host(NavigationView { Text("Body").navigationBarTitle("Old", displayMode: .inline) })
    #expect(host.find(text: "Old")!.maxY < NavigationBar.height)
    let keyboardItem = self.host(
      NavigationStack { Text("Body").toolbar { ToolbarItem(placement: .keyboard) { Text("Hide keyboard") } } })
    #expect(keyboardItem.find(text: "Hide keyboard") == nil)
  }

  @Test func aLinkOutsideAStackDoesNothing() {
    let host = host(NavigationLink("Alone", destination: Text("Nowhere")))
    host.tap(text: "Alone")
    host.advance(by: 1)
    #expect(host.find(text: "Nowhere") == nil)
  }
}

@MainActor
@Suite struct NavigationLookTests {
  /// Renders a push half-way, to look at the slide: the new screen enters from the right, the root shifts left.
  @Test func aHalfWayPushShowsBothScreens() throws {
    let host = ViewHost(NavigationStack { NavigationTestRoot() }, size: CGSize(width: 320, height: 240))
    host.tap(text: "Details")
    host.advance(by: 0.12)
    let image = host.render()
    try image.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("half-way-push.png"))
    // Mid-slide the pushed screen's bar covers the right part only: the left still shows the root's large title.
    #expect(host.find(text: "Close") != nil)
  }
}

@MainActor
@Suite struct NavigationSwipeTests {
  let size = CGSize(width: 320, height: 400)

  @Test func aSwipeFromTheLeadingEdgeGoesBack() {
    let host = ViewHost(NavigationStack { NavigationTestRoot() }, size: size)
    host.tap(text: "Details")
    host.advance(by: 1)
    let touch = host.touchDown(at: CGPoint(x: 5, y: 200))
    for step in 1...8 {
      host.advance(by: 0.03)
      host.touchMove(touch, to: CGPoint(x: 5 + CGFloat(step) * 20, y: 200))
    }
    // The screen follows the finger.
    #expect(abs(host.find(text: "Close")!.midX - (size.width / 2 + 160)) < 1)
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(host.find(text: "Close") == nil)
    #expect(host.find(text: "Details") != nil)
  }

  @Test func aShortSwipeSlidesBack() {
    let host = ViewHost(NavigationStack { NavigationTestRoot() }, size: size)
    host.tap(text: "Details")
    host.advance(by: 1)
    host.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 60, y: 200), duration: 1)
    host.advance(by: 1)
    #expect(host.find(text: "Close")!.midX == size.width / 2)
  }
}
