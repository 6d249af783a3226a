import Foundation

/// How the page dots of a page-style ``TabView`` are drawn.
public protocol IndexViewStyle: Sendable {}
