import EaselGTK
import EaselPreviewKit

/// The previews beside the list of files and previews to pick from, or the build's errors, which open the editor at
/// their line when clicked.
struct PreviewWindow: View {
  @ObservedObject var session: PreviewSession

  var body: some View {
    NavigationSplitView {
      List(selection: $session.selection) {
        ForEach(session.files, id: \.path) { file in
          Section(URL(fileURLWithPath: file.path).lastPathComponent) {
            ForEach(file.previews) { preview in
              Text(preview.name).tag(preview.id)
            }
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
    } else if let preview = session.shown.first(where: { $0.id == session.selection }) {
      ScrollView([.horizontal, .vertical]) {
        VStack(alignment: .leading, spacing: 8) {
          Text("\(preview.name) — \(preview.preview.fileID):\(preview.preview.line)").font(.headline)
          if let image = preview.image {
            Image(uiImage: image).border(Color.gray.opacity(0.5))
          } else {
            Text(preview.failure ?? "Not rendered").foregroundStyle(.red)
              .font(.system(.body, design: .monospaced))
          }
        }
        .padding()
      }
    } else {
      Text("No preview selected").foregroundStyle(.secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}
