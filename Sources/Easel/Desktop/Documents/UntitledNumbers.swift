import Foundation

/// The numbers of a scene's open untitled documents, so a new one gets the lowest free number: "Untitled",
/// "Untitled 2"…, and the number of a closed or saved document is given again.
@MainActor
final class UntitledNumbers {
  private var inUse = Set<Int>()

  func take() -> Int {
    var number = 1
    while inUse.contains(number) { number += 1 }
    inUse.insert(number)
    return number
  }

  func release(_ number: Int) { inUse.remove(number) }
}
