// The toolchain's Testing module declares a cross-import overlay of this name for CoreGraphics (on Apple systems
// it makes CGImage attachable). A file that imports Testing and our Linux CoreGraphics, as every test of an Easel
// view does through Easel's re-export, asks the compiler for it; this empty module answers.
