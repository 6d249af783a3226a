import Easel
import EaselTesting
import Foundation
import Testing

/// A document window behind the presentations: a title, a few rows and a toolbar of controls.
struct PresentationBackdrop: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Notes").font(.title2).bold()
      ForEach(["Swift basics", "Closures", "Protocols and generics"], id: \.self) { title in
        HStack {
          Text(title)
          Spacer()
          Text("Today").foregroundStyle(.secondary)
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.12)))
      }
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A sheet with a title, a text and two actions, over the document.
struct PresentedSheetScreen: View {
  var body: some View {
    PresentationBackdrop()
      .sheet(isPresented: .constant(true)) {
        VStack(alignment: .leading, spacing: 12) {
          Text("New Note").font(.headline)
          Text("Notes are saved on this computer and synced when you sign in.")
            .foregroundStyle(.secondary)
          HStack {
            Spacer()
            Text("Cancel").padding(.horizontal, 12).padding(.vertical, 4)
              .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.2)))
            Text("Create").foregroundStyle(.white).padding(.horizontal, 12).padding(.vertical, 4)
              .background(RoundedRectangle(cornerRadius: 6).fill(Color.accentColor))
          }
        }
        .padding(20)
        .frame(width: 340)
      }
  }
}

/// A two-button alert with a destructive action, over the document.
struct PresentedAlertScreen: View {
  var body: some View {
    PresentationBackdrop()
      .alert("Delete “Closures”?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This note will be deleted immediately. You can’t undo this action.")
      }
  }
}

/// A confirmation dialog over the document.
struct PresentedDialogScreen: View {
  var body: some View {
    PresentationBackdrop()
      .confirmationDialog("Change the background", isPresented: .constant(true), titleVisibility: .visible) {
        Button("Choose Photo") {}
        Button("Paste URL") {}
        Button("Remove Background", role: .destructive) {}
      }
  }
}

/// A toolbar with a menu, opened, with its submenu showing.
struct OpenMenuScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 8) {
        Menu("Sort") {
          Button("By Name") {}
          Button("By Date") {}
          Divider()
          Menu("Group") {
            Button("By Tag") {}
            Button("By Folder") {}
          }
          Divider()
          Button("Delete All", role: .destructive) {}
        }
        Spacer()
      }
      PresentationBackdrop().padding(-24)
    }
    .padding(24)
  }
}

private enum PickerTheme: String, CaseIterable, Identifiable {
  case system = "System", light = "Light", dark = "Dark"
  var id: Self { self }
}

/// The three picker styles in a settings form.
struct PickerStylesScreen: View {
  @State private var theme = PickerTheme.system
  @State private var fontSize = 1
  @State private var sort = "name"

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Picker("Appearance", selection: $theme) {
        ForEach(PickerTheme.allCases) { Text($0.rawValue) }
      }
      Picker("Text size", selection: $fontSize) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      Picker("Sort notes by", selection: $sort) {
        Text("Name").tag("name")
        Text("Date edited").tag("date")
        Text("Size").tag("size")
      }
      .pickerStyle(.inline)
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Presentation screens") @MainActor
struct PresentationScreenTests {
  private let size = CGSize(width: 480, height: 320)

  /// Hosts `view`, runs `interact`, lets entrance animations finish, and compares with the reference image.
  private func render<V: View>(
    _ view: V, named name: String, colorScheme: ColorScheme, interact: (ViewHost) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (ViewHost, RenderedImage) {
    let host = ViewHost(view, size: size, colorScheme: colorScheme)
    host.layout()
    interact(host)
    host.advance(by: 1)
    let image = host.render()
    let comparison = ReferenceImage.compare(image, named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)", sourceLocation: sourceLocation)
    return (host, image)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func sheet(colorScheme: ColorScheme) throws {
    let (host, image) = render(PresentedSheetScreen(), named: "sheet-\(colorScheme)", colorScheme: colorScheme)
    let title = try #require(host.find(text: "New Note"))
    #expect(abs(title.minX - (480 - 340) / 2 - 20) < 1, "the sheet is centred and sized by its content")
    // The scrim dims the window around the sheet.
    let corner = image.pixel(at: CGPoint(x: 4, y: 316))
    #expect(colorScheme == .light ? corner.luminance < 230 : corner.luminance < 10)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func alert(colorScheme: ColorScheme) throws {
    let (host, image) = render(PresentedAlertScreen(), named: "alert-\(colorScheme)", colorScheme: colorScheme)
    let delete = try #require(host.find(text: "Delete"))
    let cancel = try #require(host.find(text: "Cancel"))
    #expect(cancel.maxX < delete.minX)
    let ink = stride(from: delete.minX, to: delete.maxX, by: 1).flatMap { x in
      stride(from: delete.minY, to: delete.maxY, by: 1).map { y in image.pixel(at: CGPoint(x: x, y: y)) }
    }
    #expect(ink.contains { $0.isReddish }, "the destructive button's title is red")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func confirmationDialog(colorScheme: ColorScheme) throws {
    let (host, _) = render(PresentedDialogScreen(), named: "dialog-\(colorScheme)", colorScheme: colorScheme)
    let cancel = try #require(host.find(text: "Cancel"))
    #expect(cancel.maxY > 260, "the dialog sits near the bottom of the window")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func openMenu(colorScheme: ColorScheme) throws {
    let (host, _) = render(OpenMenuScreen(), named: "menu-\(colorScheme)", colorScheme: colorScheme) { host in
      host.tap(text: "Sort")
      host.advance(by: 1)
      if let group = host.find(text: "Group") { host.hover(at: CGPoint(x: group.midX, y: group.midY)) }
    }
    #expect(host.find(text: "By Folder") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pickers(colorScheme: ColorScheme) throws {
    let (host, _) = render(PickerStylesScreen(), named: "pickers-\(colorScheme)", colorScheme: colorScheme)
    #expect(host.find(text: "System") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func openPickerMenu(colorScheme: ColorScheme) throws {
    let (host, _) = render(PickerStylesScreen(), named: "picker-menu-\(colorScheme)", colorScheme: colorScheme) {
      host in
      host.tap(text: "System")
      host.advance(by: 1)
      if let dark = host.find(text: "Dark") { host.hover(at: CGPoint(x: dark.midX, y: dark.midY)) }
    }
    #expect(host.find(text: "Light") != nil)
  }
}
