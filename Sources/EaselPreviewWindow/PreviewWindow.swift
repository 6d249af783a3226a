import Easel
import EaselPreviewKit

/// The previews beside the list of files and previews to pick from, or the build's errors, which open the editor at
/// their line when clicked.
public struct PreviewWindow: View {
  @ObservedObject var session: PreviewSession

  /// The window of `session`'s previews; it starts the session when it appears.
  public init(session: PreviewSession) {
    self.session = session
  }

  public var body: some View {
    NavigationSplitView {
      List(selection: $session.selection) {
        ForEach(session.files, id: \.path) { file in
          Section {
            ForEach(file.previews) { preview in
              Text(preview.name).tag(preview.id)
            }
          } header: {
            Text(URL(fileURLWithPath: file.path).lastPathComponent).lineLimit(1)
          }
        }
      }
      .navigationSplitViewColumnWidth(ideal: 240)
    } detail: {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text(session.status).foregroundStyle(.secondary)
          Spacer()
          Toggle("Dark", isOn: $session.dark)
        }
        .padding(8)
        Divider()
        content
      }
    }
    .onAppear { session.start() }
  }

  @ViewBuilder private var content: some View {
    if !session.buildErrors.isEmpty {
      ScrollView {
        VStack(alignment: .leading, spacing: 8) {
          ForEach(session.buildErrors, id: \.self) { error in
            Button {
              session.open(error)
            } label: {
              VStack(alignment: .leading, spacing: 2) {
                Text("\(URL(fileURLWithPath: error.path).lastPathComponent):\(error.line):\(error.column)").bold()
                Text(error.message)
              }
              .frame(maxWidth: .infinity, alignment: .leading)
            }
            .buttonStyle(.plain)
            .foregroundStyle(.red)
          }
        }
        .padding()
      }
    } else if let log = session.buildLog {
      ScrollView { Text(log).font(.system(.body, design: .monospaced)).padding() }
    } else if let file = session.files.first(where: { $0.previews.contains { $0.id == session.selection } }) {
      // The selected preview's file, its previews side by side.
      ScrollView([.horizontal, .vertical]) {
        HStack(alignment: .top, spacing: 24) {
          ForEach(file.previews) { preview in
            PreviewTile(preview: preview, isSelected: preview.id == session.selection)
          }
        }
        .padding()
      }
    } else {
      Text("No preview selected").foregroundStyle(.secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}

/// One preview in the window: its name and place above its picture, or why it has none.
private struct PreviewTile: View {
  let preview: PreviewSession.Shown
  let isSelected: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(preview.name).font(.headline).foregroundStyle(isSelected ? Color.accentColor : Color.primary)
      Text("\(preview.preview.fileID):\(preview.preview.line)").font(.caption).foregroundStyle(.secondary)
      if let image = preview.image {
        Image(uiImage: image).border(isSelected ? Color.accentColor : Color.gray.opacity(0.5))
      } else {
        Text(preview.failure ?? "Not rendered").foregroundStyle(.red).font(.system(.body, design: .monospaced))
          .frame(maxWidth: 480, alignment: .leading)
      }
    }
  }
}
