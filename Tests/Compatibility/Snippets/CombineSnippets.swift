// Combine pipelines as view models wrote them from 2019 on: a debounced search, subjects, `assign`, `onReceive`.
import Combine
import Easel
import Foundation

final class CombineSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  @Published private(set) var queryLength = 0
  private let catalog = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
  private var cancellables = Set<AnyCancellable>()

  init(debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)) {
    $query
      .debounce(for: debounce, scheduler: DispatchQueue.main)
      .removeDuplicates()
      .map { [catalog] query in
        query.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(query) }
      }
      .assign(to: &$results)
    $query.map(\.count).assign(to: \.queryLength, on: self).store(in: &cancellables)
  }
}

struct CombineSearchView: View {
  @StateObject private var model = CombineSearchModel()

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: $model.query)
      ForEach(model.results, id: \.self) { Text($0) }
    }
    .padding()
  }
}

final class CombineScoreboard: ObservableObject {
  let points = PassthroughSubject<Int, Never>()
  let bonus = CurrentValueSubject<Int, Never>(0)
  @Published private(set) var total = 0
  @Published private(set) var lastEvent = "none"
  @Published private(set) var changes = 0
  private var cancellables: Set<AnyCancellable> = []

  init() {
    Just("ready").assign(to: &$lastEvent)
    points
      .filter { $0 > 0 }
      .combineLatest(bonus)
      .map { $0 + $1 }
      .sink { [weak self] in self?.total += $0 }
      .store(in: &cancellables)
    points.compactMap { $0 < 0 ? "ignored \($0)" : nil }
      .eraseToAnyPublisher()
      .receive(on: RunLoop.main)
      .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.lastEvent = $0 })
      .store(in: &cancellables)
    $total.dropFirst().sink { [weak self] _ in self?.changes += 1 }.store(in: &cancellables)
  }
}

struct CombineScoreboardView: View {
  @ObservedObject var scoreboard: CombineScoreboard
  @State private var ticks = 0
  let ticker = PassthroughSubject<Void, Never>()

  var body: some View {
    VStack {
      Text("Total \(scoreboard.total)")
      Button("Score") { scoreboard.points.send(3) }
      Text("Ticks \(ticks)")
      Text(scoreboard.lastEvent)
    }
    .onReceive(ticker) { ticks += 1 }
  }
}
