import Testing

@testable import EaselCairo

@Suite struct ResettingCacheTests {
  @Test func startsAgainPastItsCount() {
    var cache = ResettingCache<String, Int>(capacity: 3, byteBudget: 1_000)
    for (index, key) in ["a", "b", "c"].enumerated() { cache.insert(index, for: key, bytes: 1) }
    #expect(cache.count == 3 && cache["a"] == 0)
    cache.insert(3, for: "d", bytes: 1)
    #expect(cache.count == 1 && cache["a"] == nil && cache["d"] == 3)
  }

  @Test func startsAgainPastItsByteBudget() {
    var cache = ResettingCache<String, Int>(capacity: 1_000, byteBudget: 100)
    // A long paragraph edited a letter at a time: each state is a new key of about the same length.
    var paragraph = String(repeating: "word ", count: 8)
    for letter in "abcdefgh" {
      paragraph.append(letter)
      cache.insert(paragraph.utf8.count, for: paragraph, bytes: paragraph.utf8.count)
      #expect(cache.count <= 2, "two 41-byte paragraphs fit in 100 bytes, three do not")
      #expect(cache[paragraph] == paragraph.utf8.count)
    }
  }
}
