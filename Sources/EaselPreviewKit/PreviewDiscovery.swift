import EaselPreviewInterface
import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Finds the previews in Swift source with the toolchain's parser: the `#Preview` blocks at the top level of a file
/// and the types that declare `PreviewProvider` conformance.
///
/// A provider that is `private` or `fileprivate`, generic, or nested in a function cannot be looked up by name in the
/// built program, so it is left out.
public enum PreviewDiscovery {
  /// The previews of the file at `path`, in module `module`, in source order.
  public static func previews(inFileAt path: String, module: String) throws -> [DiscoveredPreview] {
    try previews(in: String(contentsOfFile: path, encoding: .utf8), path: path, module: module)
  }

  /// The previews of `source`, the text of the file at `path` in module `module`, in source order.
  public static func previews(in source: String, path: String, module: String) -> [DiscoveredPreview] {
    let tree = Parser.parse(source: source)
    let fileID = module + "/" + URL(fileURLWithPath: path).lastPathComponent
    let finder = PreviewFinder(
      converter: SourceLocationConverter(fileName: path, tree: tree), path: path, fileID: fileID, module: module)
    finder.walk(tree)
    return finder.previews
  }
}

/// Walks one file's syntax, noting previews and the types around them.
private final class PreviewFinder: SyntaxVisitor {
  let converter: SourceLocationConverter
  let path: String
  let fileID: String
  let module: String
  var previews: [DiscoveredPreview] = []
  /// The enclosing types' names with their mangling kinds, outermost first; `nil` inside what cannot be named.
  private var context: [(name: String, kind: String)]? = []

  init(converter: SourceLocationConverter, path: String, fileID: String, module: String) {
    (self.converter, self.path, self.fileID, self.module) = (converter, path, fileID, module)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { notePreviewMacro(node, arguments: node.arguments) }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { notePreviewMacro(node, arguments: node.arguments) }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, kind: "V", node: node, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, kind: "C", node: node, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, kind: "O", node: node, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  // What is declared in a function, closure or extension cannot be named from outside (extensions' types are not
  // followed), so nothing inside is a provider.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(
    _ name: String, kind: String, node: some SyntaxProtocol, modifiers: DeclModifierListSyntax,
    generics: GenericParameterClauseSyntax?, inheritance: InheritanceClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    let hidden = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    let nameable = !hidden && generics == nil && name.unicodeScalars.allSatisfy(\.isASCII)
    let outer = context
    context = nameable ? outer.map { $0 + [(name, kind)] } : nil
    let isProvider =
      inheritance?.inheritedTypes.contains {
        $0.type.trimmedDescription == "PreviewProvider" || $0.type.trimmedDescription.hasSuffix(".PreviewProvider")
      } ?? false
    if isProvider, let path = context {
      let mangled =
        String(module.utf8.count) + module
        + path.map { String($0.name.utf8.count) + $0.name + $0.kind }
        .joined()
      previews.append(
        DiscoveredPreview(
          path: self.path, fileID: fileID, line: line(of: node), name: path.map(\.name).joined(separator: "."),
          symbol: nil, mangledTypeName: mangled))
    }
    stack.append(outer)
    return .visitChildren
  }

  private var stack: [[(name: String, kind: String)]?] = []

  private func leave() { context = stack.removeLast() }

  private func notePreviewMacro(_ node: some SyntaxProtocol, arguments: LabeledExprListSyntax) {
    let line = line(of: node)
    let name = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
      .representedLiteralValue
    previews.append(
      DiscoveredPreview(
        path: path, fileID: fileID, line: line, name: name,
        symbol: PreviewSymbol.name(fileID: fileID, line: line), mangledTypeName: nil))
  }

  /// The line `node` starts on, after its comments and attributes' trivia, as the macro sees it.
  private func line(of node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }
}
