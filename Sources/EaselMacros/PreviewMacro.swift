import EaselPreviewInterface
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: registers the preview under a C symbol named after its file and line (``PreviewSymbol``), so that
/// `easel-preview`, which finds the block in the source, can look it up in the built program and render it.
///
/// The expansion is a public function with that symbol, returning a retained `PreviewRegistration` made from the
/// macro's own arguments, so the arguments are type-checked as SwiftUI's declaration types them.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
      let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
      let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
    else {
      throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMacroMessage.noLocation)])
    }
    let bodyArgument = node.arguments.first { $0.label?.text == "body" }?.expression
    guard let body = node.trailingClosure.map(ExprSyntax.init) ?? bodyArgument else {
      throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMacroMessage.noBody)])
    }
    // The macro's other arguments (name, traits) go on unchanged, each followed by a comma before `body:`.
    let arguments = LabeledExprListSyntax(
      node.arguments.filter { $0.label?.text != "body" }.map { $0.with(\.trailingComma, .commaToken()) })
    let symbol = PreviewSymbol.name(fileID: fileID, line: line)
    let function = context.makeUniqueName("preview")
    return [
      """
      @_cdecl(\(literal: symbol)) public func \(function)() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(
          Easel.PreviewRegistration(fileID: \(literal: fileID), line: \(literal: line), \(arguments) body: \(body))
        ).toOpaque()
      }
      """
    ]
  }
}

/// Why a `#Preview` cannot expand.
enum PreviewMacroMessage: String, DiagnosticMessage {
  case noLocation = "#Preview must be written in a source file, not made by another macro"
  case noBody = "#Preview needs a closure that returns the view to preview"

  var message: String { rawValue }
  var diagnosticID: MessageID { MessageID(domain: "EaselMacros", id: "\(self)") }
  var severity: DiagnosticSeverity { .error }
}
