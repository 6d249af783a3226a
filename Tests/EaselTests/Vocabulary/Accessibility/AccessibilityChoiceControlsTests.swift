import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Pickers, menus, tabs, disclosure groups and navigation as assistive technologies see them: their roles, states
/// and the actions a screen reader (or a keyboard shortcut) performs on them, as SwiftUI's controls describe
/// themselves.
@MainActor
@Suite struct AccessibilityChoiceControlsTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
  }

  struct Pickers: View {
    @State var popUp = Flavor.vanilla
    @State var segment = Flavor.chocolate
    var body: some View {
      VStack {
        Picker("Flavour", selection: $popUp) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
        Picker("Size", selection: $segment) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
        .pickerStyle(.segmented)
        Text("Chose \(popUp.rawValue) and \(segment.rawValue)")
      }
    }
  }

  @Test func aMenuPickerIsAComboBoxNamedByItsLabelWithTheChoiceAsValue() throws {
    let host = ViewHost(Pickers(), size: CGSize(width: 500, height: 300))
    let popUp = try #require(host.find(accessibilityLabel: "Flavour", role: .comboBox))
    #expect(popUp.value == "Vanilla" && popUp.isExpanded == false && popUp.actions == [.default])
    #expect(host.performAccessibilityAction(on: popUp))
    #expect(host.find(accessibilityLabel: "Flavour", role: .comboBox)?.isExpanded == true)
    let menu = try #require(host.accessibilityTree.first { $0.role == .menu })
    let options = menu.flattened.filter { $0.role == .radioMenuItem }
    #expect(options.map(\.label) == ["Vanilla", "Chocolate", "Mint"])
    #expect(options.map(\.isChecked) == [true, false, false])
    #expect(host.performAccessibilityAction(on: options[2]))
    #expect(host.find(text: "Chose mint and chocolate") != nil)
    #expect(host.accessibilityTree.first { $0.role == .menu } == nil, "choosing closes the menu")
  }

  @Test func segmentsAreRadioButtonsCheckedWhenChosen() throws {
    let host = ViewHost(Pickers(), size: CGSize(width: 500, height: 300))
    let segments = host.accessibilityElements.filter { $0.role == .radioButton }
    #expect(segments.map(\.label) == ["Vanilla", "Chocolate", "Mint"])
    #expect(segments.map(\.isChecked) == [false, true, false])
    #expect(host.performAccessibilityAction(on: segments[0]))
    #expect(host.find(text: "Chose vanilla and vanilla") != nil)
    #expect(host.find(accessibilityLabel: "Vanilla", role: .radioButton)?.isChecked == true)
  }

  @Test func aMenuIsAMenuButtonWhoseItemsAreMenuItems() throws {
    var log: [String] = []
    let host = ViewHost(
      Menu("Actions") {
        Button("Rename") { log.append("rename") }
        Button("Delete") { log.append("delete") }
      }, size: CGSize(width: 300, height: 300))
    let button = try #require(host.find(accessibilityLabel: "Actions", role: .menuButton))
    #expect(button.isExpanded == false)
    #expect(host.performAccessibilityAction(on: button))
    let items = host.accessibilityElements.filter { $0.role == .menuItem }
    #expect(items.map(\.label) == ["Rename", "Delete"])
    #expect(host.performAccessibilityAction(on: items[1]))
    #expect(log == ["delete"])
  }

  @Test func tabsAreATabListWithTheSelectedTabMarked() throws {
    struct Tabs: View {
      @State var selection = 0
      var body: some View {
        TabView(selection: $selection) {
          Text("First page").tabItem { Text("One") }.tag(0)
          Text("Second page").tabItem { Text("Two") }.tag(1)
        }
      }
    }
    let host = ViewHost(Tabs(), size: CGSize(width: 400, height: 400))
    let list = try #require(host.accessibilityElements.first { $0.role == .tabList })
    let tabs = list.children.filter { $0.role == .tab }
    #expect(tabs.map(\.label) == ["One", "Two"])
    #expect(tabs.map(\.isSelected) == [true, false])
    #expect(host.performAccessibilityAction(on: tabs[1]))
    #expect(host.find(accessibilityLabel: "Two", role: .tab)?.isSelected == true)
    #expect(host.find(accessibilityLabel: "Second page") != nil)
  }

  @Test func aDisclosureGroupSaysWhetherItIsExpanded() throws {
    let host = ViewHost(
      DisclosureGroup("Advanced") { Text("Hidden setting") }, size: CGSize(width: 300, height: 200))
    let group = try #require(host.find(accessibilityLabel: "Advanced", role: .button))
    #expect(group.isExpanded == false)
    #expect(host.performAccessibilityAction(on: group))
    host.advance(by: 1)
    #expect(host.find(accessibilityLabel: "Advanced", role: .button)?.isExpanded == true)
    #expect(host.find(accessibilityLabel: "Hidden setting") != nil)
  }

  @Test func theBackButtonOfAPushedScreenIsAButton() throws {
    struct Screens: View {
      @State var path: [Int] = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").navigationTitle("Home")
            .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }
      }
    }
    let host = ViewHost(Screens(), size: CGSize(width: 400, height: 400))
    host.advance(by: 1)
    let back = try #require(
      host.accessibilityElements.flatMap(\.flattened).first { $0.label == "Home" && $0.role == .button })
    #expect(host.performAccessibilityAction(on: back))
    host.advance(by: 1)
    #expect(host.find(accessibilityLabel: "Root") != nil)
  }

  @Test func aListIsAListOfItemsTheSelectionMarks() throws {
    struct Fruits: View {
      @State var selection: String? = "Pear"
      var body: some View {
        List(["Apple", "Pear", "Plum"], id: \.self, selection: $selection) { Text($0) }
      }
    }
    let host = ViewHost(Fruits(), size: CGSize(width: 300, height: 400))
    let list = try #require(host.accessibilityTree.first { $0.role == .list })
    let items = list.flattened.filter { $0.role == .listItem }
    #expect(items.map { $0.children.first?.label } == ["Apple", "Pear", "Plum"])
    #expect(items.map(\.isSelected) == [false, true, false])
    #expect(host.performAccessibilityAction(on: items[2]))
    let after = host.accessibilityElements.filter { $0.role == .listItem }
    #expect(after.map(\.isSelected) == [false, false, true])
  }

  @Test func aNavigationTitleIsTheScreensHeading() {
    let host = ViewHost(
      NavigationStack { Text("Body").navigationTitle("Inbox") }, size: CGSize(width: 400, height: 400))
    #expect(host.find(accessibilityLabel: "Inbox", role: .heading) != nil)
  }
}
