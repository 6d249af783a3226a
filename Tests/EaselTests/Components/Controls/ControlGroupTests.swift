import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
struct ZoomControls: View {
  @State var zoom = 3
  var body: some View {
    VStack {
      Text("Zoom \(zoom)")
      ControlGroup {
        Button("Smaller") { zoom -= 1 }
        Button("Larger") { zoom += 1 }
      } label: {
        Text("Zoom")
      }
    }
  }
}

/// `ControlGroup`: the default style links its buttons into one row; the menu styles put them in a menu under the
/// label; the palette style is a row of borderless buttons.
@MainActor
struct ControlGroupTests {
  private let size = CGSize(width: 400, height: 300)

  @Test func theButtonsSitSideBySideWithNoGapAndWork() throws {
    let host = ViewHost(ZoomControls(), size: size)
    let smaller = try #require(host.find(text: "Smaller"))
    let larger = try #require(host.find(text: "Larger"))
    #expect(smaller.midY == larger.midY && smaller.maxX < larger.minX)
    let gap = larger.minX - smaller.maxX
    #expect(gap < 30, "only the two buttons' paddings between their titles")
    #expect(host.find(text: "Zoom") == nil, "the linked row does not show its label")
    #expect(host.tap(text: "Larger") && host.tap(text: "Larger") && host.tap(text: "Smaller"))
    #expect(host.find(text: "Zoom 4") != nil)
  }

  @Test func itIsAGroupNamedByItsLabelForScreenReaders() throws {
    let host = ViewHost(ZoomControls(), size: size)
    let group = try #require(host.accessibilityTree.first { $0.role == .group })
    #expect(group.children.map(\.label) == ["Smaller", "Larger"])
    #expect(group.children.allSatisfy { $0.role == .button })
  }

  @Test func theMenuStylesShowTheLabelAndOpenAMenuOfTheControls() throws {
    for style in [AnyControlGroupStyleCase.compactMenu, .menu] {
      let host = ViewHost(style.apply(to: ZoomControls()), size: size)
      #expect(host.find(text: "Larger") == nil, "the controls wait in the menu")
      #expect(host.tap(text: "Zoom"))
      #expect(host.tap(text: "Larger"))
      #expect(host.find(text: "Zoom 4") != nil)
    }
  }

  @Test func thePaletteStyleIsARowOfBorderlessButtons() throws {
    let host = ViewHost(ZoomControls().controlGroupStyle(.palette), size: size)
    let smaller = try #require(host.find(text: "Smaller"))
    let larger = try #require(host.find(text: "Larger"))
    #expect(smaller.midY == larger.midY && larger.minX - smaller.maxX <= 8)
    #expect(host.tap(text: "Smaller"))
    #expect(host.find(text: "Zoom 2") != nil)
  }

  @Test func aStringTitleAndASymbolMakeTheLabel() throws {
    let host = ViewHost(
      ControlGroup("Format", systemImage: "list.bullet") { Button("Bold") {} }.controlGroupStyle(.menu), size: size)
    #expect(host.find(text: "Format") != nil)
  }
}

/// The menu styles, to run one test on each.
enum AnyControlGroupStyleCase {
  case compactMenu, menu

  @MainActor func apply<V: View>(to view: V) -> AnyView {
    switch self {
    case .compactMenu: AnyView(view.controlGroupStyle(.compactMenu))
    case .menu: AnyView(view.controlGroupStyle(.menu))
    }
  }
}
