import Easel
import Foundation

/// The built-in avatars to pick from, and the way to choose an image file instead.
struct AvatarPickerCard: View {
  @EnvironmentObject var model: ParstaModel
  @State private var choosesImage = false
  @State private var failure: AvatarImporter.Failure?
  @State private var showsFailure = false

  var body: some View {
    AccountCard("Profile picture") {
      VStack(spacing: 12) {
        ForEach([0, 4], id: \.self) { start in
          HStack(spacing: 18) {
            ForEach(Avatar.builtIns[start..<min(start + 4, Avatar.builtIns.count)], id: \.self) { emoji in
              choice(emoji)
            }
          }
        }
      }
      .frame(maxWidth: .infinity)
      Button {
        choosesImage = true
      } label: {
        HStack(spacing: 6) {
          Image(systemName: "photo")
          Text("Choose image…")
        }
        .font(.subheadline.bold())
        .foregroundStyle(Color.parsta)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 9)
        .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.parsta, lineWidth: 1.5))
      }
      .buttonStyle(.plain)
    }
    .fileImporter(isPresented: $choosesImage, allowedContentTypes: [.image]) { result in
      switch result {
      case .success(let url): adopt(url)
      case .failure(let error): show(.unreadableFile(error.localizedDescription))
      }
    }
    .alert(Text("Picture not changed"), isPresented: $showsFailure, presenting: failure) { _ in
      Button("OK") {}
    } message: { failure in
      Text(failure.message)
    }
  }

  private func choice(_ emoji: String) -> some View {
    let selected = model.profile.avatar == .builtIn(emoji)
    return Button {
      model.change { try $0.setAvatar(.builtIn(emoji)) }
    } label: {
      AvatarView(avatar: .builtIn(emoji), size: 58)
        .overlay(Circle().strokeBorder(Color.parsta, lineWidth: selected ? 3 : 0))
        .overlay(alignment: .bottomTrailing) {
          if selected {
            Image(systemName: "checkmark.circle.fill").font(.system(size: 18)).foregroundStyle(Color.parsta)
              .background(Circle().fill(Color.parstaCard))
          }
        }
    }
    .buttonStyle(.plain)
  }

  /// Makes the app's copy of the chosen image and makes it the picture. A file that cannot be used leaves the old
  /// picture, and says why.
  private func adopt(_ url: URL) {
    guard let store = model.store else { return }
    do {
      let file = try AvatarImporter(folder: store.folder).importImage(from: url)
      if model.change({ try $0.setAvatar(.image(file)) }) == nil {
        try? FileManager.default.removeItem(at: file)
      }
    } catch {
      show(error)
    }
  }

  private func show(_ failure: AvatarImporter.Failure) {
    self.failure = failure
    showsFailure = true
  }
}

extension AvatarImporter.Failure {
  /// What the user is told.
  var message: LocalizedStringKey {
    switch self {
    case .unreadableFile: "The file could not be read."
    case .fileTooLarge(let bytes):
      "The file is \(Int((Double(bytes) / 1_048_576).rounded(.up))) MB; a picture can be at most 20 MB."
    case .notAnImage: "The file is not an image parSta! can read, or it is damaged."
    case .tooManyPixels(let width, let height):
      "The image is \(width) × \(height) pixels; a picture can have at most 40 megapixels."
    case .couldNotSave: "The picture could not be saved."
    }
  }
}
