// Hacking with Swift's Instafilter (with a tint standing in for Core Image), BucketList (a list of places standing
// in for MapKit) and Flashzilla, as the course writes them.
import Easel
import Foundation

struct InstafilterView: View {
  @State private var processedImage: Image?
  @State private var filterIntensity = 0.5
  @State private var filterRadius = 100.0
  @State private var currentFilter = "Sepia"
  @State private var showingFilters = false
  @AppStorage("filterCount") var filterCount = 0

  var body: some View {
    NavigationStack {
      VStack {
        Spacer()

        Button {
          processedImage = Image(systemName: "photo")
        } label: {
          if let processedImage {
            processedImage
              .resizable()
              .scaledToFit()
          } else {
            ContentUnavailableView(
              "No Picture", systemImage: "photo.badge.plus", description: Text("Tap to import a photo"))
          }
        }
        .buttonStyle(.plain)

        Spacer()

        HStack {
          Text("Intensity")
          Slider(value: $filterIntensity)
            .onChange(of: filterIntensity, applyProcessing)
            .disabled(processedImage == nil)
        }

        HStack {
          Text("Radius")
          Slider(value: $filterRadius, in: 0...200)
            .onChange(of: filterRadius) { oldValue, newValue in
              applyProcessing()
            }
        }
        .padding(.vertical)

        HStack {
          Button("Change Filter", action: changeFilter)
            .disabled(processedImage == nil)

          Spacer()

          if let processedImage {
            processedImage
              .resizable()
              .frame(width: 44, height: 44)
          }
        }
      }
      .padding([.horizontal, .bottom])
      .navigationTitle("Instafilter")
      .confirmationDialog("Select a filter", isPresented: $showingFilters) {
        Button("Crystallize") { setFilter("Crystallize") }
        Button("Edges") { setFilter("Edges") }
        Button("Gaussian Blur") { setFilter("Gaussian Blur") }
        Button("Pixellate") { setFilter("Pixellate") }
        Button("Sepia Tone") { setFilter("Sepia Tone") }
        Button("Cancel", role: .cancel) {}
      }
    }
  }

  func changeFilter() {
    showingFilters = true
  }

  func applyProcessing() {
    processedImage = processedImage?.renderingMode(.template)
  }

  @MainActor func setFilter(_ filter: String) {
    currentFilter = filter
    applyProcessing()
    filterCount += 1
  }
}

struct Location: Codable, Equatable, Identifiable {
  var id: UUID
  var name: String
  var description: String
  var latitude: Double
  var longitude: Double

  #if DEBUG
    static let example = Location(
      id: UUID(), name: "Buckingham Palace", description: "Lit by over 40,000 lightbulbs.", latitude: 51.501,
      longitude: -0.141)
  #endif

  static func == (lhs: Location, rhs: Location) -> Bool {
    lhs.id == rhs.id
  }
}

extension BucketListView {
  @Observable
  class ViewModel {
    private(set) var locations: [Location]
    var selectedPlace: Location?
    var isUnlocked = false

    let savePath = FileManager.default.temporaryDirectory.appendingPathComponent("SavedPlaces")

    init() {
      do {
        let data = try Data(contentsOf: savePath)
        locations = try JSONDecoder().decode([Location].self, from: data)
      } catch {
        locations = []
      }
    }

    func save() {
      do {
        let data = try JSONEncoder().encode(locations)
        try data.write(to: savePath, options: [.atomic])
      } catch {
        print("Unable to save data.")
      }
    }

    func addLocation(at latitude: Double, _ longitude: Double) {
      let newLocation = Location(
        id: UUID(), name: "New location", description: "", latitude: latitude, longitude: longitude)
      locations.append(newLocation)
      save()
    }

    func update(location: Location) {
      guard let selectedPlace else { return }

      if let index = locations.firstIndex(of: selectedPlace) {
        locations[index] = location
        save()
      }
    }
  }
}

struct EditLocationView: View {
  enum LoadingState {
    case loading, loaded, failed
  }

  @Environment(\.dismiss) var dismiss
  var location: Location
  var onSave: (Location) -> Void

  @State private var name: String
  @State private var description: String
  @State private var loadingState = LoadingState.loading
  @State private var pages = [String]()

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Place name", text: $name)
          TextField("Description", text: $description)
        }

        Section("Nearby…") {
          switch loadingState {
          case .loaded:
            ForEach(pages, id: \.self) { page in
              Text(page)
                .font(.headline)
                + Text(": ")
                + Text("Page description here")
                .italic()
            }
          case .loading:
            Text("Loading…")
          case .failed:
            Text("Please try again later.")
          }
        }
      }
      .navigationTitle("Place details")
      .toolbar {
        Button("Save") {
          var newLocation = location
          newLocation.id = UUID()
          newLocation.name = name
          newLocation.description = description

          onSave(newLocation)
          dismiss()
        }
      }
      .task {
        await fetchNearbyPlaces()
      }
    }
  }

  init(location: Location, onSave: @escaping (Location) -> Void) {
    self.location = location
    self.onSave = onSave

    _name = State(initialValue: location.name)
    _description = State(initialValue: location.description)
  }

  func fetchNearbyPlaces() async {
    try? await Task.sleep(nanoseconds: 1_000)
    pages = ["Big Ben", "Westminster Abbey"]
    loadingState = .loaded
  }
}

struct BucketListView: View {
  @State private var viewModel = ViewModel()

  var body: some View {
    if viewModel.isUnlocked {
      NavigationStack {
        List(viewModel.locations) { location in
          Button {
            viewModel.selectedPlace = location
          } label: {
            HStack {
              Image(systemName: "star.circle")
                .resizable()
                .foregroundStyle(.red)
                .frame(width: 44, height: 44)
                .background(.white)
                .clipShape(.circle)
              Text(location.name)
            }
          }
        }
        .toolbar {
          Button("Add", systemImage: "plus") {
            viewModel.addLocation(at: 51.5, -0.12)
          }
        }
        .sheet(item: $viewModel.selectedPlace) { place in
          EditLocationView(location: place) {
            viewModel.update(location: $0)
          }
        }
      }
    } else {
      Button("Unlock Places") {
        viewModel.isUnlocked = true
      }
      .padding()
      .background(.blue)
      .foregroundStyle(.white)
      .clipShape(.capsule)
    }
  }
}

struct Card: Codable, Identifiable, Hashable {
  var id = UUID()
  var prompt: String
  var answer: String

  static let example = Card(prompt: "Who played the 13th Doctor in Doctor Who?", answer: "Jodie Whittaker")
}

extension View {
  func stacked(at position: Int, in total: Int) -> some View {
    let offset = Double(total - position)
    return self.offset(y: offset * 10)
  }
}

struct CardView: View {
  @Environment(\.accessibilityDifferentiateWithoutColor) var accessibilityDifferentiateWithoutColor
  @Environment(\.accessibilityVoiceOverEnabled) var accessibilityVoiceOverEnabled
  @State private var isShowingAnswer = false
  @State private var offset = CGSize.zero

  let card: Card
  var removal: (() -> Void)? = nil

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 25)
        .fill(
          accessibilityDifferentiateWithoutColor
            ? .white
            : .white
              .opacity(1 - Double(abs(offset.width / 50)))
        )
        .background(
          accessibilityDifferentiateWithoutColor
            ? nil
            : RoundedRectangle(cornerRadius: 25)
              .fill(offset.width > 0 ? .green : .red)
        )
        .shadow(radius: 10)

      VStack {
        if accessibilityVoiceOverEnabled {
          Text(isShowingAnswer ? card.answer : card.prompt)
            .font(.largeTitle)
            .foregroundStyle(.black)
        } else {
          Text(card.prompt)
            .font(.largeTitle)
            .foregroundStyle(.black)

          if isShowingAnswer {
            Text(card.answer)
              .font(.title)
              .foregroundStyle(.secondary)
          }
        }
      }
      .padding(20)
      .multilineTextAlignment(.center)
    }
    .frame(width: 450, height: 250)
    .rotationEffect(.degrees(offset.width / 5.0))
    .offset(x: offset.width * 5)
    .opacity(2 - Double(abs(offset.width / 50)))
    .accessibilityAddTraits(.isButton)
    .gesture(
      DragGesture()
        .onChanged { gesture in
          offset = gesture.translation
        }
        .onEnded { _ in
          if abs(offset.width) > 100 {
            removal?()
          } else {
            offset = .zero
          }
        }
    )
    .onTapGesture {
      isShowingAnswer.toggle()
    }
    .animation(.bouncy, value: offset)
  }
}

struct FlashzillaView: View {
  @Environment(\.accessibilityDifferentiateWithoutColor) var accessibilityDifferentiateWithoutColor
  @Environment(\.accessibilityVoiceOverEnabled) var accessibilityVoiceOverEnabled
  @Environment(\.scenePhase) var scenePhase
  @State private var cards = [Card](repeating: .example, count: 10)
  @State private var timeRemaining = 100
  @State private var isActive = true
  @State private var showingEditScreen = false

  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    ZStack {
      Image(decorative: "background")
        .resizable()
        .ignoresSafeArea()

      VStack {
        Text("Time: \(timeRemaining)")
          .font(.largeTitle)
          .foregroundStyle(.white)
          .padding(.horizontal, 20)
          .padding(.vertical, 5)
          .background(.black.opacity(0.75))
          .clipShape(.capsule)

        ZStack {
          ForEach(Array(cards.enumerated()), id: \.element) { item in
            CardView(card: item.element) {
              withAnimation {
                removeCard(at: item.offset)
              }
            }
            .stacked(at: item.offset, in: cards.count)
            .allowsHitTesting(item.offset == cards.count - 1)
            .accessibilityHidden(item.offset < cards.count - 1)
          }
        }
        .allowsHitTesting(timeRemaining > 0)

        if cards.isEmpty {
          Button("Start Again", action: resetCards)
            .padding()
            .background(.white)
            .foregroundStyle(.black)
            .clipShape(.capsule)
        }
      }

      VStack {
        HStack {
          Spacer()

          Button {
            showingEditScreen = true
          } label: {
            Image(systemName: "plus.circle")
              .padding()
              .background(.black.opacity(0.7))
              .clipShape(.circle)
          }
        }

        Spacer()
      }
      .foregroundStyle(.white)
      .font(.largeTitle)
      .padding()

      if accessibilityDifferentiateWithoutColor || accessibilityVoiceOverEnabled {
        VStack {
          Spacer()

          HStack {
            Button {
              withAnimation {
                removeCard(at: cards.count - 1)
              }
            } label: {
              Image(systemName: "xmark.circle")
                .padding()
                .background(.black.opacity(0.7))
                .clipShape(.circle)
            }
            .accessibilityLabel("Wrong")
            .accessibilityHint("Mark your answer as being incorrect.")

            Spacer()

            Button {
              withAnimation {
                removeCard(at: cards.count - 1)
              }
            } label: {
              Image(systemName: "checkmark.circle")
                .padding()
                .background(.black.opacity(0.7))
                .clipShape(.circle)
            }
            .accessibilityLabel("Correct")
            .accessibilityHint("Mark your answer as being correct.")
          }
          .foregroundStyle(.white)
          .font(.largeTitle)
          .padding()
        }
      }
    }
    .onReceive(timer) { time in
      guard isActive else { return }

      if timeRemaining > 0 {
        timeRemaining -= 1
      }
    }
    .onChange(of: scenePhase) {
      if scenePhase == .active {
        if cards.isEmpty == false {
          isActive = true
        }
      } else {
        isActive = false
      }
    }
    .sheet(isPresented: $showingEditScreen, onDismiss: resetCards, content: EditCardsView.init)
    .onAppear(perform: resetCards)
  }

  func removeCard(at index: Int) {
    guard index >= 0 else { return }

    cards.remove(at: index)

    if cards.isEmpty {
      isActive = false
    }
  }

  func resetCards() {
    timeRemaining = 100
    isActive = true
    cards = [Card](repeating: .example, count: 10)
  }
}

struct EditCardsView: View {
  @Environment(\.dismiss) var dismiss
  @State private var cards = [Card]()
  @State private var newPrompt = ""
  @State private var newAnswer = ""

  var body: some View {
    NavigationStack {
      List {
        Section("Add new card") {
          TextField("Prompt", text: $newPrompt)
          TextField("Answer", text: $newAnswer)
          Button("Add Card", action: addCard)
        }

        Section {
          ForEach(0..<cards.count, id: \.self) { index in
            VStack(alignment: .leading) {
              Text(cards[index].prompt)
                .font(.headline)
              Text(cards[index].answer)
                .foregroundStyle(.secondary)
            }
          }
          .onDelete(perform: removeCards)
        }
      }
      .navigationTitle("Edit Cards")
      .toolbar {
        Button("Done", action: done)
      }
    }
  }

  func done() {
    dismiss()
  }

  func addCard() {
    let trimmedPrompt = newPrompt.trimmingCharacters(in: .whitespaces)
    let trimmedAnswer = newAnswer.trimmingCharacters(in: .whitespaces)
    guard trimmedPrompt.isEmpty == false && trimmedAnswer.isEmpty == false else { return }

    let card = Card(prompt: trimmedPrompt, answer: trimmedAnswer)
    cards.insert(card, at: 0)
    newPrompt = ""
    newAnswer = ""
  }

  func removeCards(at offsets: IndexSet) {
    cards.remove(atOffsets: offsets)
  }
}
