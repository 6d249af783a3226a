// The toolchain's Testing module declares a cross-import overlay of this name for AppKit (on Apple systems it makes
// images attachable). A file that imports Testing and our Linux AppKit stand-in, as the compatibility tests do through
// `import SwiftUI`, asks the compiler for it; this empty module answers.
