/// One chat message of the message-list benchmark.
struct Message: Identifiable, Hashable, Sendable {
  let id: Int
  /// Index into ``MessageView``'s author colors.
  let authorIndex: Int
  let author: String
  let time: String
  let text: String
}
