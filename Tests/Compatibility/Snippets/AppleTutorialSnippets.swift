// Apple's tutorial apps as the tutorials write them: Landmarks (without MapKit and Core Location) and Scrumdinger
// (without the speech recognizer and the audio player).
import Easel
import Foundation

struct Landmark: Hashable, Codable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var description: String
  var isFavorite: Bool
  var isFeatured: Bool

  var category: Category
  enum Category: String, CaseIterable, Codable {
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"
  }

  private var imageName: String
  var image: Image {
    Image(imageName)
  }
  var featureImage: Image? {
    isFeatured ? Image(imageName + "_feature") : nil
  }
}

struct Hike: Codable, Hashable, Identifiable {
  var id: Int
  var name: String
  var distance: Double
  var difficulty: Int
  var observations: [Observation]

  // The tutorial keeps one formatter in a static property; Foundation on Linux does not mark formatters Sendable,
  // so Swift 6 refuses that shared mutable state.
  var distanceText: String {
    LengthFormatter()
      .string(fromValue: distance, unit: .kilometer)
  }

  struct Observation: Codable, Hashable {
    var distanceFromStart: Double

    var elevation: Range<Double>
    var pace: Range<Double>
    var heartRate: Range<Double>
  }
}

struct Profile {
  var username: String
  var prefersNotifications = true
  var seasonalPhoto = Season.winter
  var goalDate = Date()

  static let `default` = Profile(username: "g_kumar")

  enum Season: String, CaseIterable, Identifiable {
    case spring = "🌷"
    case summer = "🌞"
    case autumn = "🍂"
    case winter = "☃️"

    var id: String { rawValue }
  }
}

@Observable
class ModelData {
  var landmarks: [Landmark] = load("landmarkData.json")
  var hikes: [Hike] = load("hikeData.json")
  var profile = Profile.default

  var features: [Landmark] {
    landmarks.filter { $0.isFeatured }
  }

  var categories: [String: [Landmark]] {
    Dictionary(
      grouping: landmarks,
      by: { $0.category.rawValue }
    )
  }
}

func load<T: Decodable>(_ filename: String) -> T {
  let data: Data

  guard let file = Bundle.main.url(forResource: filename, withExtension: nil)
  else {
    fatalError("Couldn't find \(filename) in main bundle.")
  }

  do {
    data = try Data(contentsOf: file)
  } catch {
    fatalError("Couldn't load \(filename) from main bundle:\n\(error)")
  }

  do {
    let decoder = JSONDecoder()
    return try decoder.decode(T.self, from: data)
  } catch {
    fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
  }
}

struct CircleImage: View {
  var image: Image

  var body: some View {
    image
      .clipShape(Circle())
      .overlay {
        Circle().stroke(.white, lineWidth: 4)
      }
      .shadow(radius: 7)
  }
}

struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
        .foregroundStyle(isSet ? .yellow : .gray)
    }
  }
}

struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      landmark.image
        .resizable()
        .frame(width: 50, height: 50)
        .cornerRadius(5)
      VStack(alignment: .leading) {
        Text(landmark.name)
          .bold()
        Text(landmark.park)
          .font(.caption)
          .foregroundStyle(.secondary)
      }

      Spacer()

      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
    .padding(.vertical, 4)
  }
}

struct LandmarkDetail: View {
  @Environment(ModelData.self) var modelData
  var landmark: Landmark

  var landmarkIndex: Int {
    modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
  }

  var body: some View {
    @Bindable var modelData = modelData

    ScrollView {
      Color.gray
        .frame(height: 300)

      CircleImage(image: landmark.image)
        .offset(y: -130)
        .padding(.bottom, -130)

      VStack(alignment: .leading) {
        HStack {
          Text(landmark.name)
            .font(.title)
          FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }

        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)

        Divider()

        Text("About \(landmark.name)")
          .font(.title2)
        Text(landmark.description)
      }
      .padding()
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct LandmarkList: View {
  @Environment(ModelData.self) var modelData
  @State private var showFavoritesOnly = false
  @State private var filter = FilterCategory.all
  @State private var selectedLandmark: Landmark?

  enum FilterCategory: String, CaseIterable, Identifiable {
    case all = "All"
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"

    var id: FilterCategory { self }
  }

  var filteredLandmarks: [Landmark] {
    modelData.landmarks.filter { landmark in
      (!showFavoritesOnly || landmark.isFavorite)
        && (filter == .all || filter.rawValue == landmark.category.rawValue)
    }
  }

  var title: String {
    let title = filter == .all ? "Landmarks" : filter.rawValue
    return showFavoritesOnly ? "Favorite \(title)" : title
  }

  var index: Int? {
    modelData.landmarks.firstIndex(where: { $0.id == selectedLandmark?.id })
  }

  var body: some View {
    @Bindable var modelData = modelData

    NavigationSplitView {
      List(selection: $selectedLandmark) {
        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
          .tag(landmark)
        }
      }
      .animation(.default, value: filteredLandmarks)
      .navigationTitle(title)
      .frame(minWidth: 300)
      .toolbar {
        ToolbarItem {
          Menu {
            Picker("Category", selection: $filter) {
              ForEach(FilterCategory.allCases) { category in
                Text(category.rawValue).tag(category)
              }
            }
            .pickerStyle(.inline)

            Toggle(isOn: $showFavoritesOnly) {
              Label("Favorites only", systemImage: "star.fill")
            }
          } label: {
            Label("Filter", systemImage: "slider.horizontal.3")
          }
        }
      }
    } detail: {
      Text("Select a Landmark")
    }
    .focusedValue(\.selectedLandmark, $modelData.landmarks[index ?? 0])
  }
}

struct SelectedLandmarkKey: FocusedValueKey {
  typealias Value = Binding<Landmark>
}

extension FocusedValues {
  var selectedLandmark: Binding<Landmark>? {
    get { self[SelectedLandmarkKey.self] }
    set { self[SelectedLandmarkKey.self] = newValue }
  }
}

struct LandmarkCommands: Commands {
  @FocusedBinding(\.selectedLandmark) var selectedLandmark

  var body: some Commands {
    SidebarCommands()

    CommandMenu("Landmark") {
      Button("\(selectedLandmark?.isFavorite == true ? "Remove" : "Mark") as Favorite") {
        selectedLandmark?.isFavorite.toggle()
      }
      .keyboardShortcut("f", modifiers: [.shift, .option])
      .disabled(selectedLandmark == nil)
    }
  }
}

struct HexagonParameters {
  struct Segment {
    let line: CGPoint
    let curve: CGPoint
    let control: CGPoint
  }

  static let adjustment: CGFloat = 0.085

  static let segments = [
    Segment(
      line: CGPoint(x: 0.60, y: 0.05),
      curve: CGPoint(x: 0.40, y: 0.05),
      control: CGPoint(x: 0.50, y: 0.00)
    ),
    Segment(
      line: CGPoint(x: 0.05, y: 0.20 + adjustment),
      curve: CGPoint(x: 0.00, y: 0.30 + adjustment),
      control: CGPoint(x: 0.00, y: 0.25 + adjustment)
    ),
    Segment(
      line: CGPoint(x: 0.00, y: 0.70 - adjustment),
      curve: CGPoint(x: 0.05, y: 0.80 - adjustment),
      control: CGPoint(x: 0.00, y: 0.75 - adjustment)
    ),
  ]
}

struct BadgeBackground: View {
  var body: some View {
    GeometryReader { geometry in
      Path { path in
        var width: CGFloat = min(geometry.size.width, geometry.size.height)
        let height = width
        let xScale: CGFloat = 0.832
        let xOffset = (width * (1.0 - xScale)) / 2.0
        width *= xScale
        path.move(
          to: CGPoint(
            x: width * 0.95 + xOffset,
            y: height * (0.20 + HexagonParameters.adjustment)
          )
        )

        HexagonParameters.segments.forEach { segment in
          path.addLine(
            to: CGPoint(
              x: width * segment.line.x + xOffset,
              y: height * segment.line.y
            )
          )

          path.addQuadCurve(
            to: CGPoint(
              x: width * segment.curve.x + xOffset,
              y: height * segment.curve.y
            ),
            control: CGPoint(
              x: width * segment.control.x + xOffset,
              y: height * segment.control.y
            )
          )
        }
      }
      .fill(
        .linearGradient(
          Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
          startPoint: UnitPoint(x: 0.5, y: 0),
          endPoint: UnitPoint(x: 0.5, y: 0.6)
        ))
    }
    .aspectRatio(1, contentMode: .fit)
  }
  static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
  static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
}

struct BadgeSymbol: View {
  static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)

  var body: some View {
    GeometryReader { geometry in
      Path { path in
        let width = min(geometry.size.width, geometry.size.height)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488

        path.addLines([
          CGPoint(x: middle, y: spacing),
          CGPoint(x: middle - topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: topHeight / 2 + spacing),
          CGPoint(x: middle + topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: spacing),
        ])
      }
      .fill(Self.symbolColor)
    }
  }
}

struct RotatedBadgeSymbol: View {
  let angle: Angle

  var body: some View {
    BadgeSymbol()
      .padding(-60)
      .rotationEffect(angle, anchor: .bottom)
  }
}

struct Badge: View {
  var badgeSymbols: some View {
    ForEach(0..<8) { index in
      RotatedBadgeSymbol(
        angle: .degrees(Double(index) / Double(8)) * 360.0
      )
    }
    .opacity(0.5)
  }

  var body: some View {
    ZStack {
      BadgeBackground()

      GeometryReader { geometry in
        badgeSymbols
          .scaleEffect(1.0 / 4.0, anchor: .top)
          .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
      }
    }
    .scaledToFit()
  }
}

extension AnyTransition {
  static var moveAndFade: AnyTransition {
    .asymmetric(
      insertion: .move(edge: .trailing).combined(with: .opacity),
      removal: .scale.combined(with: .opacity)
    )
  }
}

func rangeOfRanges<C: Collection>(_ ranges: C) -> Range<Double>
where C.Element == Range<Double> {
  guard !ranges.isEmpty else { return 0..<0 }
  let low = ranges.lazy.map { $0.lowerBound }.min()!
  let high = ranges.lazy.map { $0.upperBound }.max()!
  return low..<high
}

func magnitude(of range: Range<Double>) -> Double {
  range.upperBound - range.lowerBound
}

extension Animation {
  static func ripple(index: Int) -> Animation {
    Animation.spring(dampingFraction: 0.5)
      .speed(2)
      .delay(0.03 * Double(index))
  }
}

struct GraphCapsule: View, Equatable {
  var index: Int
  var color: Color
  var height: CGFloat
  var range: Range<Double>
  var overallRange: Range<Double>

  var heightRatio: CGFloat {
    max(CGFloat(magnitude(of: range) / magnitude(of: overallRange)), 0.15)
  }

  var offsetRatio: CGFloat {
    CGFloat((range.lowerBound - overallRange.lowerBound) / magnitude(of: overallRange))
  }

  var body: some View {
    Capsule()
      .fill(color)
      .frame(height: height * heightRatio)
      .offset(x: 0, y: height * -offsetRatio)
  }
}

struct HikeGraph: View {
  var hike: Hike
  var path: KeyPath<Hike.Observation, Range<Double>>

  var color: Color {
    switch path {
    case \.elevation:
      return .gray
    case \.heartRate:
      return Color(hue: 0, saturation: 0.5, brightness: 0.7)
    case \.pace:
      return Color(hue: 0.7, saturation: 0.4, brightness: 0.7)
    default:
      return .black
    }
  }

  var body: some View {
    let data = hike.observations
    let overallRange = rangeOfRanges(data.lazy.map { $0[keyPath: path] })
    let maxMagnitude = data.map { magnitude(of: $0[keyPath: path]) }.max()!
    let heightRatio = 1 - CGFloat(maxMagnitude / magnitude(of: overallRange))

    return GeometryReader { proxy in
      HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
        ForEach(Array(data.enumerated()), id: \.offset) { index, observation in
          GraphCapsule(
            index: index,
            color: color,
            height: proxy.size.height,
            range: observation[keyPath: path],
            overallRange: overallRange
          )
          .animation(.ripple(index: index))
        }
        .offset(x: 0, y: proxy.size.height * heightRatio)
      }
    }
  }
}

struct HikeView: View {
  var hike: Hike
  @State private var showDetail = false

  var body: some View {
    VStack {
      HStack {
        HikeGraph(hike: hike, path: \.elevation)
          .frame(width: 50, height: 30)

        VStack(alignment: .leading) {
          Text(hike.name)
            .font(.headline)
          Text(hike.distanceText)
        }

        Spacer()

        Button {
          withAnimation {
            showDetail.toggle()
          }
        } label: {
          Label("Graph", systemImage: "chevron.right.circle")
            .labelStyle(.iconOnly)
            .imageScale(.large)
            .rotationEffect(.degrees(showDetail ? 90 : 0))
            .scaleEffect(showDetail ? 1.5 : 1)
            .padding()
        }
      }

      if showDetail {
        HikeGraph(hike: hike, path: \.elevation)
          .frame(height: 200)
          .transition(.moveAndFade)
      }
    }
  }
}

struct CategoryItem: View {
  var landmark: Landmark

  var body: some View {
    VStack(alignment: .leading) {
      landmark.image
        .renderingMode(.original)
        .resizable()
        .frame(width: 155, height: 155)
        .cornerRadius(5)
      Text(landmark.name)
        .foregroundStyle(.primary)
        .font(.caption)
    }
    .padding(.leading, 15)
  }
}

struct CategoryRow: View {
  var categoryName: String
  var items: [Landmark]

  var body: some View {
    VStack(alignment: .leading) {
      Text(categoryName)
        .font(.headline)
        .padding(.leading, 15)
        .padding(.top, 5)

      ScrollView(.horizontal, showsIndicators: false) {
        HStack(alignment: .top, spacing: 0) {
          ForEach(items) { landmark in
            NavigationLink {
              LandmarkDetail(landmark: landmark)
            } label: {
              CategoryItem(landmark: landmark)
            }
          }
        }
      }
      .frame(height: 185)
    }
  }
}

struct CategoryHome: View {
  @Environment(ModelData.self) var modelData
  @State private var showingProfile = false

  var body: some View {
    NavigationSplitView {
      List {
        TabView {
          ForEach(modelData.features) { landmark in
            landmark.featureImage?
              .resizable()
              .aspectRatio(3 / 2, contentMode: .fit)
          }
        }
        .tabViewStyle(.page)
        .listRowInsets(EdgeInsets())

        ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
          CategoryRow(categoryName: key, items: modelData.categories[key]!)
        }
        .listRowInsets(EdgeInsets())
      }
      .listStyle(.inset)
      .navigationTitle("Featured")
      .toolbar {
        Button {
          showingProfile.toggle()
        } label: {
          Label("User Profile", systemImage: "person.crop.circle")
        }
      }
      .sheet(isPresented: $showingProfile) {
        ProfileHost()
          .environment(modelData)
      }
    } detail: {
      Text("Select a Landmark")
    }
  }
}

struct ProfileEditor: View {
  @Binding var profile: Profile

  var dateRange: ClosedRange<Date> {
    let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
    let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
    return min...max
  }

  var body: some View {
    List {
      HStack {
        Text("Username")
        Spacer()
        TextField("Username", text: $profile.username)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.trailing)
      }

      Toggle(isOn: $profile.prefersNotifications) {
        Text("Enable Notifications")
      }

      Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
        ForEach(Profile.Season.allCases) { season in
          Text(season.rawValue).tag(season)
        }
      }

      DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
        Text("Goal Date")
      }
    }
  }
}

struct ProfileSummary: View {
  @Environment(ModelData.self) var modelData
  var profile: Profile

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 10) {
        Text(profile.username)
          .bold()
          .font(.title)

        Text("Notifications: \(profile.prefersNotifications ? "On" : "Off" )")
        Text("Seasonal Photos: \(profile.seasonalPhoto.rawValue)")
        Text("Goal Date: ") + Text(profile.goalDate, style: .date)

        Divider()

        VStack(alignment: .leading) {
          Text("Completed Badges")
            .font(.headline)

          ScrollView(.horizontal) {
            HStack {
              Badge()
                .frame(width: 100, height: 100)
              Badge()
                .hueRotation(Angle(degrees: 90))
              Badge()
                .grayscale(0.5)
                .hueRotation(Angle(degrees: 45))
            }
            .padding(.bottom)
          }
        }

        Divider()

        VStack(alignment: .leading) {
          Text("Recent Hikes")
            .font(.headline)

          if let hike = modelData.hikes.first {
            HikeView(hike: hike)
          }
        }
      }
    }
  }
}

struct ProfileHost: View {
  @Environment(\.editMode) var editMode
  @Environment(ModelData.self) var modelData
  @State private var draftProfile = Profile.default

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack {
        if editMode?.wrappedValue == .active {
          Button("Cancel", role: .cancel) {
            draftProfile = modelData.profile
            editMode?.animation().wrappedValue = .inactive
          }
        }
        Spacer()
        EditButton()
      }

      if editMode?.wrappedValue == .inactive {
        ProfileSummary(profile: modelData.profile)
      } else {
        ProfileEditor(profile: $draftProfile)
          .onAppear {
            draftProfile = modelData.profile
          }
          .onDisappear {
            modelData.profile = draftProfile
          }
      }
    }
    .padding()
  }
}

// MARK: Scrumdinger

enum Theme: String, CaseIterable, Identifiable, Codable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  var accentColor: Color {
    switch self {
    case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan, .teal, .yellow:
      return .black
    case .indigo, .magenta, .navy, .oxblood, .purple:
      return .white
    }
  }

  var mainColor: Color {
    Color(rawValue)
  }

  var name: String {
    rawValue.capitalized
  }

  var id: String {
    name
  }
}

struct History: Identifiable, Codable {
  let id: UUID
  let date: Date
  var attendees: [DailyScrum.Attendee]
  var transcript: String?

  init(id: UUID = UUID(), date: Date = Date(), attendees: [DailyScrum.Attendee], transcript: String? = nil) {
    self.id = id
    self.date = date
    self.attendees = attendees
    self.transcript = transcript
  }
}

struct DailyScrum: Identifiable, Codable {
  let id: UUID
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var lengthInMinutesAsDouble: Double {
    get {
      Double(lengthInMinutes)
    }
    set {
      lengthInMinutes = Int(newValue)
    }
  }
  var theme: Theme
  var history: [History] = []

  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
    self.id = id
    self.title = title
    self.attendees = attendees.map { Attendee(name: $0) }
    self.lengthInMinutes = lengthInMinutes
    self.theme = theme
  }
}

extension DailyScrum {
  struct Attendee: Identifiable, Codable {
    let id: UUID
    var name: String

    init(id: UUID = UUID(), name: String) {
      self.id = id
      self.name = name
    }
  }

  static var emptyScrum: DailyScrum {
    DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
  }
}

extension DailyScrum {
  static let sampleData: [DailyScrum] = [
    DailyScrum(
      title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellow),
    DailyScrum(
      title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5, theme: .orange),
  ]
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}

struct ScrumCardView: View {
  let scrum: DailyScrum

  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
        .font(.headline)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      HStack {
        Label("\(scrum.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(scrum.attendees.count) attendees")
        Spacer()
        Label("\(scrum.lengthInMinutes)", systemImage: "clock")
          .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
          .labelStyle(.trailingIcon)
      }
      .font(.caption)
    }
    .padding()
    .foregroundColor(scrum.theme.accentColor)
  }
}

struct ThemeView: View {
  let theme: Theme

  var body: some View {
    Text(theme.name)
      .padding(4)
      .frame(maxWidth: .infinity)
      .background(theme.mainColor)
      .foregroundColor(theme.accentColor)
      .clipShape(RoundedRectangle(cornerRadius: 4))
  }
}

struct ThemePicker: View {
  @Binding var selection: Theme

  var body: some View {
    Picker("Theme", selection: $selection) {
      ForEach(Theme.allCases) { theme in
        ThemeView(theme: theme)
          .tag(theme)
      }
    }
    .pickerStyle(.navigationLink)
  }
}

struct DetailEditView: View {
  @Binding var scrum: DailyScrum
  @State private var newAttendeeName = ""

  var body: some View {
    Form {
      Section(header: Text("Meeting Info")) {
        TextField("Title", text: $scrum.title)
        HStack {
          Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
            Text("Length")
          }
          .accessibilityValue("\(scrum.lengthInMinutes) minutes")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
            .accessibilityHidden(true)
        }
        ThemePicker(selection: $scrum.theme)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in
          Text(attendee.name)
        }
        .onDelete { indices in
          scrum.attendees.remove(atOffsets: indices)
        }
        HStack {
          TextField("New Attendee", text: $newAttendeeName)
          Button(action: {
            withAnimation {
              let attendee = DailyScrum.Attendee(name: newAttendeeName)
              scrum.attendees.append(attendee)
              newAttendeeName = ""
            }
          }) {
            Image(systemName: "plus.circle.fill")
              .accessibilityLabel("Add attendee")
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}

struct ScrumDetailView: View {
  @Binding var scrum: DailyScrum

  @State private var editingScrum = DailyScrum.emptyScrum
  @State private var isPresentingEditView = false

  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        NavigationLink(destination: MeetingView(scrum: $scrum)) {
          Label("Start Meeting", systemImage: "timer")
            .font(.headline)
            .foregroundColor(.accentColor)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
        }
        .accessibilityElement(children: .combine)
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(scrum.theme.name)
            .padding(4)
            .foregroundColor(scrum.theme.accentColor)
            .background(scrum.theme.mainColor)
            .cornerRadius(4)
        }
        .accessibilityElement(children: .combine)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      }
      Section(header: Text("History")) {
        if scrum.history.isEmpty {
          Label("No meetings yet", systemImage: "calendar.badge.exclamationmark")
        }
        ForEach(scrum.history) { history in
          NavigationLink(destination: Text(history.transcript ?? "")) {
            HStack {
              Image(systemName: "calendar")
              Text(history.date, style: .date)
            }
          }
        }
      }
    }
    .navigationTitle(scrum.title)
    .toolbar {
      Button("Edit") {
        isPresentingEditView = true
        editingScrum = scrum
      }
    }
    .sheet(isPresented: $isPresentingEditView) {
      NavigationStack {
        DetailEditView(scrum: $editingScrum)
          .navigationTitle(scrum.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") {
                isPresentingEditView = false
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") {
                isPresentingEditView = false
                scrum = editingScrum
              }
            }
          }
      }
    }
  }
}

@MainActor
final class ScrumTimer: ObservableObject {
  struct Speaker: Identifiable {
    let name: String
    var isCompleted: Bool
    let id = UUID()
  }

  @Published var activeSpeaker = ""
  @Published var secondsElapsed = 0
  @Published var secondsRemaining = 0
  private(set) var speakers: [Speaker] = []

  private(set) var lengthInMinutes: Int
  var speakerChangedAction: (() -> Void)?

  private weak var timer: Timer?
  private var timerStopped = false
  private var frequency: TimeInterval { 1.0 / 60.0 }
  private var lengthInSeconds: Int { lengthInMinutes * 60 }
  private var speakerIndex: Int = 0
  private var speakerText: String {
    "Speaker \(speakerIndex + 1): " + speakers[speakerIndex].name
  }
  private var startDate: Date?

  init(lengthInMinutes: Int = 0, attendees: [DailyScrum.Attendee] = []) {
    self.lengthInMinutes = lengthInMinutes
    self.speakers =
      attendees.isEmpty
      ? [Speaker(name: "Speaker 1", isCompleted: false)] : attendees.map { Speaker(name: $0.name, isCompleted: false) }
    secondsRemaining = lengthInSeconds
    activeSpeaker = speakerText
  }

  func startScrum() {
    timer = Timer.scheduledTimer(withTimeInterval: frequency, repeats: true) { [weak self] timer in
      Task { @MainActor in
        self?.update()
      }
    }
    timer?.tolerance = 0.1
    changeToSpeaker(at: 0)
  }

  func stopScrum() {
    timer?.invalidate()
    timerStopped = true
  }

  func skipSpeaker() {
    changeToSpeaker(at: speakerIndex + 1)
  }

  private func changeToSpeaker(at index: Int) {
    if index > 0 {
      let previousSpeakerIndex = index - 1
      speakers[previousSpeakerIndex].isCompleted = true
    }
    secondsElapsed = index * (lengthInSeconds / speakers.count)
    guard index < speakers.count else { return }
    speakerIndex = index
    activeSpeaker = speakerText
    secondsRemaining = max(lengthInSeconds - secondsElapsed, 0)
    startDate = Date()
  }

  private func update() {
    guard let startDate, !timerStopped else { return }
    let secondsElapsed = Int(Date().timeIntervalSince1970 - startDate.timeIntervalSince1970)
    self.secondsElapsed = secondsElapsed
    secondsRemaining = max(lengthInSeconds - self.secondsElapsed, 0)
  }

  func reset(lengthInMinutes: Int, attendees: [DailyScrum.Attendee]) {
    self.lengthInMinutes = lengthInMinutes
    self.speakers = attendees.map { Speaker(name: $0.name, isCompleted: false) }
    secondsRemaining = lengthInSeconds
    activeSpeaker = speakerText
  }
}

struct ScrumProgressViewStyle: ProgressViewStyle {
  var theme: Theme

  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10.0)
        .fill(theme.accentColor)
        .frame(height: 20.0)
      ProgressView(configuration)
        .tint(theme.mainColor)
        .frame(height: 12.0)
        .padding(.horizontal)
    }
  }
}

struct MeetingHeaderView: View {
  let secondsElapsed: Int
  let secondsRemaining: Int
  let theme: Theme

  private var totalSeconds: Int {
    secondsElapsed + secondsRemaining
  }
  private var progress: Double {
    guard totalSeconds > 0 else { return 1 }
    return Double(secondsElapsed) / Double(totalSeconds)
  }
  private var minutesRemaining: Int {
    secondsRemaining / 60
  }

  var body: some View {
    VStack {
      ProgressView(value: progress)
        .progressViewStyle(ScrumProgressViewStyle(theme: theme))
      HStack {
        VStack(alignment: .leading) {
          Text("Seconds Elapsed")
            .font(.caption)
          Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Seconds Remaining")
            .font(.caption)
          Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
            .labelStyle(.trailingIcon)
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Time remaining")
    .accessibilityValue("\(minutesRemaining) minutes")
    .padding([.top, .horizontal])
  }
}

struct SpeakerArc: Shape {
  let speakerIndex: Int
  let totalSpeakers: Int

  private var degreesPerSpeaker: Double {
    360.0 / Double(totalSpeakers)
  }
  private var startAngle: Angle {
    Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0)
  }
  private var endAngle: Angle {
    Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0)
  }

  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24.0
    let radius = diameter / 2.0
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
    }
  }
}

struct MeetingTimerView: View {
  let speakers: [ScrumTimer.Speaker]
  let isRecording: Bool
  let theme: Theme

  private var currentSpeaker: String {
    speakers.first(where: { !$0.isCompleted })?.name ?? "Someone"
  }

  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 24)
      .overlay {
        VStack {
          Text(currentSpeaker)
            .font(.title)
          Text("is speaking")
          Image(systemName: isRecording ? "mic" : "mic.slash")
            .font(.title)
            .padding(.top)
            .accessibilityLabel(isRecording ? "with transcription" : "without transcription")
        }
        .accessibilityElement(children: .combine)
        .foregroundStyle(theme.accentColor)
      }
      .overlay {
        ForEach(speakers) { speaker in
          if speaker.isCompleted, let index = speakers.firstIndex(where: { $0.id == speaker.id }) {
            SpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
              .rotation(Angle(degrees: -90))
              .stroke(theme.mainColor, lineWidth: 12)
          }
        }
      }
      .padding(.horizontal)
  }
}

struct MeetingFooterView: View {
  let speakers: [ScrumTimer.Speaker]
  var skipAction: () -> Void

  private var speakerNumber: Int? {
    guard let index = speakers.firstIndex(where: { !$0.isCompleted }) else { return nil }
    return index + 1
  }
  private var isLastSpeaker: Bool {
    speakers.dropLast().allSatisfy { $0.isCompleted }
  }
  private var speakerText: String {
    guard let speakerNumber = speakerNumber else { return "No more speakers" }
    return "Speaker \(speakerNumber) of \(speakers.count)"
  }

  var body: some View {
    VStack {
      HStack {
        if isLastSpeaker {
          Text("Last Speaker")
        } else {
          Text(speakerText)
          Spacer()
          // The tutorial passes `skipAction` itself; Swift 6.3 warns when a non-Sendable closure value becomes the
          // button's `@MainActor` action.
          Button(action: { skipAction() }) {
            Image(systemName: "forward.fill")
          }
          .accessibilityLabel("Next speaker")
        }
      }
    }
    .padding([.bottom, .horizontal])
  }
}

struct MeetingView: View {
  @Binding var scrum: DailyScrum
  @StateObject var scrumTimer = ScrumTimer()

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 16.0)
        .fill(scrum.theme.mainColor)
      VStack {
        MeetingHeaderView(
          secondsElapsed: scrumTimer.secondsElapsed, secondsRemaining: scrumTimer.secondsRemaining,
          theme: scrum.theme)
        MeetingTimerView(speakers: scrumTimer.speakers, isRecording: false, theme: scrum.theme)
        MeetingFooterView(speakers: scrumTimer.speakers, skipAction: scrumTimer.skipSpeaker)
      }
    }
    .padding()
    .foregroundColor(scrum.theme.accentColor)
    .onAppear {
      startScrum()
    }
    .onDisappear {
      endScrum()
    }
    .navigationBarTitleDisplayMode(.inline)
  }

  private func startScrum() {
    scrumTimer.reset(lengthInMinutes: scrum.lengthInMinutes, attendees: scrum.attendees)
    scrumTimer.startScrum()
  }

  private func endScrum() {
    scrumTimer.stopScrum()
    let newHistory = History(attendees: scrum.attendees)
    scrum.history.insert(newHistory, at: 0)
  }
}

struct ErrorWrapper: Identifiable {
  let id: UUID
  let error: Error
  let guidance: String

  init(id: UUID = UUID(), error: Error, guidance: String) {
    self.id = id
    self.error = error
    self.guidance = guidance
  }
}

struct ErrorView: View {
  let errorWrapper: ErrorWrapper
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        Text("An error has occurred!")
          .font(.title)
          .padding(.bottom)
        Text(errorWrapper.error.localizedDescription)
          .font(.headline)
        Text(errorWrapper.guidance)
          .font(.caption)
          .padding(.top)
        Spacer()
      }
      .padding()
      .background(.ultraThinMaterial)
      .cornerRadius(16)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Dismiss") {
            dismiss()
          }
        }
      }
    }
  }
}

@MainActor
class ScrumStore: ObservableObject {
  @Published var scrums: [DailyScrum] = []

  private static func fileURL() throws -> URL {
    try FileManager.default.url(
      for: .documentDirectory,
      in: .userDomainMask,
      appropriateFor: nil,
      create: false
    )
    .appendingPathComponent("scrums.data")
  }

  func load() async throws {
    let task = Task<[DailyScrum], Error> {
      let fileURL = try Self.fileURL()
      guard let data = try? Data(contentsOf: fileURL) else {
        return []
      }
      let dailyScrums = try JSONDecoder().decode([DailyScrum].self, from: data)
      return dailyScrums
    }
    let scrums = try await task.value
    self.scrums = scrums
  }

  func save(scrums: [DailyScrum]) async throws {
    let task = Task {
      let data = try JSONEncoder().encode(scrums)
      let outfile = try Self.fileURL()
      try data.write(to: outfile)
    }
    _ = try await task.value
  }
}

struct ScrumsView: View {
  @Binding var scrums: [DailyScrum]
  @Environment(\.scenePhase) private var scenePhase
  @State private var isPresentingNewScrumView = false
  @State private var errorWrapper: ErrorWrapper?
  let saveAction: () -> Void

  var body: some View {
    NavigationStack {
      List($scrums) { $scrum in
        NavigationLink(destination: ScrumDetailView(scrum: $scrum)) {
          ScrumCardView(scrum: scrum)
        }
        .listRowBackground(scrum.theme.mainColor)
      }
      .navigationTitle("Daily Scrums")
      .toolbar {
        Button(action: {
          isPresentingNewScrumView = true
        }) {
          Image(systemName: "plus")
        }
        .accessibilityLabel("New Scrum")
      }
    }
    .sheet(isPresented: $isPresentingNewScrumView) {
      NavigationStack {
        DetailEditView(scrum: .constant(DailyScrum.emptyScrum))
      }
    }
    .onChange(of: scenePhase) { phase in
      if phase == .inactive { saveAction() }
    }
    .sheet(item: $errorWrapper) {
      scrums = DailyScrum.sampleData
    } content: { wrapper in
      ErrorView(errorWrapper: wrapper)
    }
  }
}
