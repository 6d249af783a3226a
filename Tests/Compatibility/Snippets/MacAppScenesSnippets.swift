// A macOS app's scenes of 2022–2025 as written: the main window group, a `Window` for a utility panel that
// `openWindow` opens and `dismissWindow` closes, a `ControlGroup`, a `Settings` scene of tabbed forms, and a `MenuBarExtra`.
import SwiftUI

struct NotesAppScenes: Scene {
  var body: some Scene {
    WindowGroup {
      NotesHome()
    }
    Window("Activity", id: "activity") {
      ActivityPanel()
    }
    .defaultSize(width: 320, height: 240)
    Settings {
      NotesSettings()
    }
    MenuBarExtra("Notes", systemImage: "note.text") {
      Button("New Note") {}
      Divider()
      Button("Show Activity") {}
    }
  }
}

struct NotesHome: View {
  @Environment(\.openWindow) private var openWindow
  @State private var fontSize = 12

  var body: some View {
    VStack(spacing: 12) {
      Text("Notes")
        .font(.title)
      ControlGroup {
        Button {
          fontSize -= 1
        } label: {
          Label("Smaller", systemImage: "minus")
        }
        Button {
          fontSize += 1
        } label: {
          Label("Larger", systemImage: "plus")
        }
      }
      Text("\(fontSize) pt")
      Button("Show Activity") {
        openWindow(id: "activity")
      }
      SettingsLink {
        Label("Settings", systemImage: "gear")
      }
    }
    .padding()
  }
}

struct ActivityPanel: View {
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack {
      Text("3 notes synced")
      Button("Close") {
        dismissWindow(id: "activity")
      }
    }
    .padding()
  }
}

struct NotesSettings: View {
  private enum Tabs: Hashable {
    case general, advanced
  }

  var body: some View {
    TabView {
      GeneralSettingsView()
        .tabItem {
          Label("General", systemImage: "gear")
        }
        .tag(Tabs.general)
      Text("Advanced")
        .tabItem {
          Label("Advanced", systemImage: "star")
        }
        .tag(Tabs.advanced)
    }
    .padding(20)
    .frame(width: 375, height: 150)
  }
}

struct GeneralSettingsView: View {
  @AppStorage("showPreview") private var showPreview = true
  @AppStorage("fontSize") private var fontSize = 12.0

  var body: some View {
    Form {
      Toggle("Show Previews", isOn: $showPreview)
      Slider(value: $fontSize, in: 9...96) {
        Text("Font Size (\(fontSize, specifier: "%.0f") pts)")
      }
    }
  }
}
