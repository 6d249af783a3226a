/// Where the program that renders a target's previews comes from.
public enum PreviewProgramSource: Sendable {
  /// Built by `builder` whenever the sources change: the preview window of `easel-preview`.
  case build(PreviewBuilder)
  /// A program built beforehand at `path`, used as it is: a change to the sources finds their previews again and
  /// renders them with it, without a build (the fuzzer's preview windows, which reload many times a second).
  case prebuilt(path: String)

  /// The program's path: built now for ``build(_:)``, whose executable product is `product`.
  public func program(product: String) throws -> String {
    switch self {
    case .build(let builder): try builder.build(product: product)
    case .prebuilt(let path): path
    }
  }
}
