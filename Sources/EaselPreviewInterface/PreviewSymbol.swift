/// The C symbol a `#Preview` block registers under, derived from where the block is: `easel-preview` finds the
/// block in the source and looks the symbol up in the built program, with nothing else to agree on.
///
/// A file ID (`Module/File.swift`) is unique in a program, since a module cannot have two files of one name, and a
/// line holds one `#Preview`, so the pair names one preview. Letters and digits are kept; every other byte becomes
/// `_` and its two hex digits, so distinct file IDs give distinct symbols.
public enum PreviewSymbol {
  /// The symbol of the `#Preview` that starts on `line` of the file `fileID`.
  public static func name(fileID: String, line: Int) -> String {
    var name = "easel_preview_"
    for byte in fileID.utf8 {
      let isLetterOrDigit =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isLetterOrDigit {
        name.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        name += "_" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return name + "_L\(line)"
  }
}
