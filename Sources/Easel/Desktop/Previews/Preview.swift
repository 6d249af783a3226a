import Foundation

/// Makes a preview of a view, as SwiftUI's `#Preview`: `easel-preview` finds it, renders it and shows it beside the
/// code (`easel-preview --png DIR` renders every preview to PNG).
///
/// ```swift
/// #Preview("Dark card", traits: .sizeThatFitsLayout) {
///   ProfileCard(name: "Ada").preferredColorScheme(.dark)
/// }
/// ```
///
/// Write it at the top level of a file other than `main.swift`, one per line.
/// - Parameters:
///   - name: The name `easel-preview` shows; by default the preview is numbered in its file.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Makes a preview of a view with traits, such as its layout, as SwiftUI's `#Preview(_:traits:_:body:)`.
/// - Parameters:
///   - name: The name `easel-preview` shows; by default the preview is numbered in its file.
///   - traits: How to show the preview: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, an orientation.
///   - additionalTraits: More traits; a later layout or orientation wins over an earlier one.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  body: @escaping @MainActor () -> any View
) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// A preview, as SwiftUI's `Preview` type: the namespace of the traits previews of views take.
public struct Preview {
  /// The kind of traits a preview of a view takes: `PreviewTrait<Preview.ViewTraits>`.
  public struct ViewTraits {}
}
