extension Publishers {
  /// Sends the latest value of each of two publishers whenever either sends, once both have:
  /// `combineLatest(_:)`.
  public struct CombineLatest<A: Publisher, B: Publisher>: CompletingPublisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Combines the values of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let state = LockedValue(State())
      let send = { (change: (inout State) -> Void) in
        let output: Output? = state.update {
          change(&$0)
          guard let a = $0.a, let b = $0.b else { return nil }
          return (a, b)
        }
        if let output { receiveValue(output) }
      }
      // As in Combine, it finishes when both have finished and fails as soon as either fails.
      let complete = { (completion: Subscribers.Completion<Failure>) in
        let forward: Bool = state.update {
          if case .failure = completion { return !$0.ended }
          $0.finished += 1
          return $0.finished == 2
        }
        if forward {
          state.update { $0.ended = true }
          receiveCompletion(completion)
        }
      }
      let first = a.subscribe(receiveCompletion: complete) { value in send { $0.a = value } }
      let second = b.subscribe(receiveCompletion: complete) { value in send { $0.b = value } }
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }

    private struct State {
      var a: A.Output?
      var b: B.Output?
      var finished = 0
      var ended = false
    }
  }
}
