import Easel
import Foundation

/// A card with a title on orange: ordinary code beside the previews.
struct FixtureCard: View {
  let title: String

  var body: some View {
    Text(title).padding(12).background(Color.orange)
  }
}

#Preview {
  FixtureCard(title: "Unnamed")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  FixtureCard(title: "Fits")
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 120)) { FixtureCard(title: "Fixed") }

#Preview("Landscape", traits: .landscapeLeft) {
  FixtureCard(title: "Landscape")
}

#Preview("Crashes", traits: .sizeThatFitsLayout) {
  CrashingView()
}

/// A view whose body stops the program, as a preview of broken code would.
struct CrashingView: View {
  var body: some View {
    if ProcessInfo.processInfo.environment["EASEL_PREVIEW_RENDER"] != nil { fatalError("CrashingView crashed") }
    return Text("Not in a preview")
  }
}

/// Public, so that the release build the fuzzer renders from keeps it: an optimized program drops an internal type
/// nothing calls, and `easel-preview` builds debug programs, where it stays.
public struct FixtureCard_Previews: PreviewProvider {
  public static var previews: some View {
    FixtureCard(title: "Provider").previewLayout(.sizeThatFits).previewDisplayName("From a provider")
  }
}
