// iOS 14-era SwiftUI: `NavigationView`, `presentationMode`, sheets, the keyboard modifiers of iOS forms,
// `String(localized:)`, `import CoreGraphics` in model code, and `URLSession` from `import SwiftUI` alone.
import CoreGraphics
import Easel
import Foundation

struct IOS14StyleItem: Identifiable {
  let id = UUID()
  var title: String
  var size: CGSize
}

struct IOS14StyleDetail: View {
  @Environment(\.presentationMode) var presentationMode
  let item: IOS14StyleItem

  var body: some View {
    VStack {
      Text(item.title)
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
    .navigationBarTitle(item.title, displayMode: .inline)
  }
}

struct IOS14StyleForm: View {
  @State private var email = ""
  @State private var showsSheet = false
  let items = [IOS14StyleItem(title: "First", size: CGSize(width: 10, height: 20))]

  var body: some View {
    NavigationView {
      VStack {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .autocapitalization(.none)
          .disableAutocorrection(true)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        ForEach(items) { item in
          NavigationLink(destination: IOS14StyleDetail(item: item)) { Text("Open \(item.title)") }
        }
        Button(String(localized: "Show sheet")) { showsSheet = true }
          .accessibilityIdentifier("sheet-button")
          .border(Color.gray, width: 1)
      }
      .navigationBarHidden(false)
      .statusBarHidden()
      .sheet(isPresented: $showsSheet) { IOS14StyleDetail(item: IOS14StyleItem(title: "Sheet", size: .zero)) }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

/// A model file as iOS apps write it: `URLSession` is there without importing FoundationNetworking.
struct IOS14StyleLoader {
  var session = URLSession.shared

  func request(for url: URL) -> URLRequest { URLRequest(url: url, timeoutInterval: 5) }
}

struct IOS14StyleAccessibleRow: View {
  var body: some View {
    HStack {
      Image(systemName: "star")
      Text("Favorites")
      Text("12")
    }
    .accessibilityElement(children: .combine)
    .accessibilityLabel("Favorites, 12 items")
    .accessibilityHint("Opens your favorites")
    .accessibilityAddTraits(.isButton)
    .accessibilityIdentifier("favorites-row")
  }
}
