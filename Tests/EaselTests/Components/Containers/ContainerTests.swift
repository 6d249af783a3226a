import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A disclosure group whose expansion the test reads through a binding.
private struct DisclosureHarness: View {
  @State var isExpanded = false
  var body: some View {
    VStack(alignment: .leading) {
      DisclosureGroup("Advanced", isExpanded: $isExpanded) {
        Text("Debug logging")
      }
      Text(isExpanded ? "expanded" : "collapsed")
    }
    .frame(width: 240)
  }
}

@MainActor
@Suite struct ContainerTests {
  // MARK: DisclosureGroup

  @Test func clickingTheLabelExpandsAndCollapsesWithAnAnimation() throws {
    let host = ViewHost(DisclosureHarness(), size: CGSize(width: 280, height: 200))
    #expect(host.find(text: "Debug logging") == nil, "collapsed at first")
    #expect(host.tap(text: "Advanced"))
    #expect(host.find(text: "expanded") != nil)
    #expect(host.graph.hasRunningAnimations, "the chevron turns and the content fades in")
    host.advance(by: 1)
    #expect(!host.graph.hasRunningAnimations)
    let content = try #require(host.find(text: "Debug logging"))
    let label = try #require(host.find(text: "Advanced"))
    #expect(content.minY > label.maxY)
    #expect(content.minX > label.minX, "the content is indented under the label")
    #expect(host.tap(text: "Advanced"))
    host.advance(by: 1)
    #expect(host.find(text: "Debug logging") == nil)
    #expect(host.find(text: "collapsed") != nil)
  }

  @Test func aGroupWithoutABindingKeepsItsOwnState() throws {
    let host = ViewHost(
      DisclosureGroup("More") { Text("Hidden detail") }.frame(width: 200), size: CGSize(width: 240, height: 120))
    #expect(host.find(text: "Hidden detail") == nil)
    // The whole row is the button, not only the title.
    let label = try #require(host.find(text: "More"))
    host.tap(at: CGPoint(x: 150, y: label.midY))
    host.advance(by: 1)
    #expect(host.find(text: "Hidden detail") != nil)
  }

  // MARK: Grid

  @Test func columnsAreAsWideAsTheirWidestCell() throws {
    let host = ViewHost(
      Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
        GridRow {
          Text("Name")
          Text("Ada")
        }
        GridRow {
          Text("Occupation")
          Text("Mathematician")
        }
      }.fixedSize(), size: CGSize(width: 400, height: 200))
    let name = try #require(host.find(text: "Name"))
    let occupation = try #require(host.find(text: "Occupation"))
    let ada = try #require(host.find(text: "Ada"))
    let mathematician = try #require(host.find(text: "Mathematician"))
    #expect(ada.minX == mathematician.minX, "the second column lines up")
    #expect(ada.minX == occupation.maxX + 10 || abs(ada.minX - (occupation.maxX + 10)) < 1)
    #expect(name.minX == occupation.minX)
    #expect(abs(mathematician.minY - (ada.maxY + 4)) < 1)
  }

  @Test func columnAlignmentAndSpanningCellsAndDividers() throws {
    let host = ViewHost(
      Grid(alignment: .leading, horizontalSpacing: 10) {
        GridRow {
          Text("Item")
          Text("Price").gridColumnAlignment(.trailing)
        }
        Divider()
        GridRow {
          Text("Coffee")
          Text("3.50")
        }
        GridRow {
          Text("Total for the whole table").gridCellColumns(2)
        }
      }.fixedSize(), size: CGSize(width: 400, height: 200))
    let price = try #require(host.find(text: "Price"))
    let amount = try #require(host.find(text: "3.50"))
    #expect(abs(price.maxX - amount.maxX) < 1, "the trailing column aligns its cells' trailing edges")
    let total = try #require(host.find(text: "Total for the whole table"))
    let coffee = try #require(host.find(text: "Coffee"))
    // The spanning cell widened the columns so the grid is as wide as it is.
    #expect(total.width <= amount.maxX - coffee.minX + 1)
    var found: DividerNode?
    host.graph.root?.visitDisplayed { node in
      found = node as? DividerNode
      return found == nil
    }
    let divider = try #require(found)
    #expect(abs(divider.size.width - (amount.maxX - coffee.minX)) < 1, "the divider spans the grid")
  }

  @Test func theGridSharesAProposedWidthAmongItsColumns() throws {
    let host = ViewHost(
      Grid(horizontalSpacing: 0) {
        GridRow {
          Text("Label")
          Color.red.frame(height: 20)
        }
      }, size: CGSize(width: 300, height: 100))
    let label = try #require(host.find(text: "Label"))
    let image = host.render()
    // The colour fills what the label leaves.
    #expect(image.pixel(at: CGPoint(x: 295, y: 50)).isReddish)
    #expect(!image.pixel(at: CGPoint(x: label.midX, y: 50)).isReddish)
  }

  // MARK: ViewThatFits

  @Test func showsTheFirstChildThatFits() throws {
    struct Fitting: View {
      let width: CGFloat
      var body: some View {
        ViewThatFits(in: .horizontal) {
          Text("Share this document with your friends")
          Text("Share")
        }
        .frame(width: width)
      }
    }
    let wide = ViewHost(Fitting(width: 380), size: CGSize(width: 400, height: 60))
    #expect(wide.find(text: "Share this document with your friends") != nil)
    #expect(wide.find(text: "Share") == nil)
    let narrow = ViewHost(Fitting(width: 80), size: CGSize(width: 400, height: 60))
    #expect(narrow.find(text: "Share this document with your friends") == nil)
    #expect(narrow.find(text: "Share") != nil)
  }

  /// A text in the alternative not shown takes the dark appearance meanwhile, and shows it when the window grows:
  /// the layout that placed the other alternative had left this one marked as placed, so it kept drawing light.
  @Test func anAlternativeShownAgainDrawsWhatChangedWhileItWasHidden() throws {
    let host = ViewHost(
      ViewThatFits(in: .horizontal) {
        Text("Share this document with your friends").fixedSize()
        Text("Share")
      }, size: CGSize(width: 400, height: 60))
    host.graph.verifiesDisplayList = false
    func wideTextColor() -> Paint? {
      host.graph.displayList().items.lazy.compactMap { item -> Paint? in
        guard case .text(let request, _) = item.content, request.string.hasPrefix("Share this") else { return nil }
        return request.runs.first?.color
      }.first
    }
    _ = host.render()
    let light = try #require(wideTextColor())
    host.size = CGSize(width: 60, height: 60)
    _ = host.render()
    #expect(wideTextColor() == nil)
    host.graph.rootEnvironment.colorScheme = .dark
    _ = host.render()
    host.size = CGSize(width: 400, height: 60)
    _ = host.render()
    let dark = try #require(wideTextColor())
    #expect(dark != light)
    #expect(dark == Paint.color(Color.primary.resolve(in: host.graph.rootEnvironment)))
  }

  @Test func showsTheLastChildWhenNoneFits() throws {
    let host = ViewHost(
      ViewThatFits {
        Color.red.frame(width: 300, height: 300)
        Color.blue.frame(width: 200, height: 200)
      }, size: CGSize(width: 100, height: 100))
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)).isBluish)
  }
}
