// Apple's systems declare `UTType` in the UniformTypeIdentifiers framework, which Linux lacks. This module has that
// name so that files that `import UniformTypeIdentifiers` compile unchanged; Easel re-exports it, so `UTType` is one
// type whichever of the two a file imports.
@_exported import Foundation
