import Foundation

/// The width of the pages, noted while they are laid out.
@MainActor
final class TabPageWidth {
  private(set) var value: CGFloat = 0
  func record(_ width: CGFloat) { value = width }
}
