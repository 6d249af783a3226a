import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// A library list at the root of a navigation stack: large title, toolbar items on both ends.
struct NavigationRootScreen: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 14) {
        ForEach(["Swift", "Gestures", "Layout"], id: \.self) { topic in
          NavigationLink(value: topic) {
            HStack {
              Image(systemName: "book")
              Text(topic)
              Spacer()
              Image(systemName: "chevron.right").foregroundStyle(Color.gray)
            }
          }
        }
        Spacer()
      }
      .padding()
      .navigationTitle("Library")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) { Text("Edit") }
        ToolbarItem(placement: .navigationBarTrailing) { Image(systemName: "plus") }
      }
      .navigationDestination(for: String.self) { topic in
        TopicScreen(topic: topic)
      }
    }
  }
}

/// A pushed screen: inline title, back button to the root, a trailing toolbar item.
struct TopicScreen: View {
  let topic: String

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "swift").font(.system(size: 60)).foregroundStyle(Color.orange)
      Text("All about \(topic)")
    }
    .navigationTitle(topic)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar { Image(systemName: "square.and.arrow.up") }
  }
}

/// Three tabs with labels, the second selected.
struct TabsScreen: View {
  @State private var selection = 1

  var body: some View {
    TabView(selection: $selection) {
      Text("Settings").tabItem { Label("Setting", systemImage: "gearshape") }.tag(0)
      VStack(spacing: 8) {
        Image(systemName: "house.fill").font(.system(size: 44))
        Text("Home")
      }
      .tabItem { Label("Home", systemImage: "house") }.tag(1)
      Text("Account").tabItem { Label("Account", systemImage: "person.circle") }.tag(2)
    }
  }
}

/// Coloured pages with page dots, on the second page.
struct PagesScreen: View {
  @State private var page = 1

  var body: some View {
    TabView(selection: $page) {
      ForEach(0..<4, id: \.self) { index in
        ZStack {
          [Color.blue, Color.orange, Color.green, Color.purple][index]
          Text("Page \(index + 1)").font(.largeTitle).foregroundStyle(Color.white)
        }
      }
    }
    .tabViewStyle(.page)
  }
}

/// Every mapped symbol with its name.
struct SymbolGridScreen: View {
  static let columns = 10

  var body: some View {
    let names = AdwaitaSymbols.table.keys.sorted()
    let rows = stride(from: 0, to: names.count, by: Self.columns).map {
      Array(names[$0..<min($0 + Self.columns, names.count)])
    }
    VStack(alignment: .leading, spacing: 6) {
      ForEach(rows, id: \.self) { row in
        HStack(spacing: 4) {
          ForEach(row, id: \.self) { name in
            VStack(spacing: 2) {
              Image(systemName: name).font(.system(size: 22))
              Text(name).font(.system(size: 7)).lineLimit(1)
            }
            .frame(width: 76, height: 40)
          }
        }
      }
    }
    .padding(8)
  }
}

@MainActor
@Suite struct NavigationScreens {
  @Test(arguments: [ColorScheme.light, .dark])
  func navigationRoot(colorScheme: ColorScheme) {
    let screen = renderScreen(
      NavigationRootScreen(), named: "navigation-root-\(colorScheme)", size: CGSize(width: 360, height: 300),
      colorScheme: colorScheme)
    #expect(screen.frame(of: "Library") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pushedScreen(colorScheme: ColorScheme) {
    let host = ViewHost(NavigationRootScreen(), size: CGSize(width: 360, height: 300), colorScheme: colorScheme)
    host.tap(text: "Swift")
    host.advance(by: 1)
    let image = host.render()
    let comparison = ReferenceImage.compare(image, named: "navigation-pushed-\(colorScheme)", in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
    #expect(host.find(text: "All about Swift") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func tabs(colorScheme: ColorScheme) {
    _ = renderScreen(
      TabsScreen(), named: "tabs-\(colorScheme)", size: CGSize(width: 360, height: 300), colorScheme: colorScheme)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pages(colorScheme: ColorScheme) {
    _ = renderScreen(
      PagesScreen(), named: "pages-\(colorScheme)", size: CGSize(width: 300, height: 220), colorScheme: colorScheme)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func symbolGrid(colorScheme: ColorScheme) {
    let rows = (AdwaitaSymbols.table.count + SymbolGridScreen.columns - 1) / SymbolGridScreen.columns
    _ = renderScreen(
      SymbolGridScreen(), named: "symbols-\(colorScheme)", size: CGSize(width: 820, height: CGFloat(rows) * 46 + 16),
      colorScheme: colorScheme)
  }
}
