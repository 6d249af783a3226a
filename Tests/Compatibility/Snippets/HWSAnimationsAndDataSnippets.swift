// Hacking with Swift's Animations, iExpense and Moonshot projects, as the course writes them: implicit, explicit
// and gesture animations with a custom transition; an expense list saved as JSON in user defaults; a grid of
// missions decoded from bundled JSON.
import Easel
import Foundation

struct CornerRotateModifier: ViewModifier {
  let amount: Double
  let anchor: UnitPoint

  func body(content: Content) -> some View {
    content
      .rotationEffect(.degrees(amount), anchor: anchor)
      .clipped()
  }
}

extension AnyTransition {
  static var pivot: AnyTransition {
    .modifier(
      active: CornerRotateModifier(amount: -90, anchor: .topLeading),
      identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
    )
  }
}

struct AnimationsView: View {
  @State private var animationAmount = 1.0
  @State private var enabled = false
  @State private var dragAmount = CGSize.zero
  @State private var isShowingRed = false
  @State private var rotation = 0.0
  let letters = Array("Hello SwiftUI")

  var body: some View {
    VStack(spacing: 30) {
      Button("Tap Me") {
        // animationAmount += 1
      }
      .padding(50)
      .background(.red)
      .foregroundStyle(.white)
      .clipShape(.circle)
      .overlay(
        Circle()
          .stroke(.red)
          .scaleEffect(animationAmount)
          .opacity(2 - animationAmount)
          .animation(
            .easeOut(duration: 1)
              .repeatForever(autoreverses: false),
            value: animationAmount
          )
      )
      .onAppear {
        animationAmount = 2
      }

      Stepper("Scale amount", value: $animationAmount.animation(), in: 1...10)

      Button("Tap Me") {
        withAnimation(.spring(duration: 1, bounce: 0.5)) {
          rotation += 360
        }
      }
      .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0))

      Button("Tap Me") {
        enabled.toggle()
      }
      .frame(width: 200, height: 200)
      .background(enabled ? .blue : .red)
      .animation(nil, value: enabled)
      .foregroundStyle(.white)
      .clipShape(.rect(cornerRadius: enabled ? 60 : 0))
      .animation(.spring(duration: 1, bounce: 0.6), value: enabled)

      LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing)
        .frame(width: 300, height: 200)
        .clipShape(.rect(cornerRadius: 10))
        .offset(dragAmount)
        .gesture(
          DragGesture()
            .onChanged { dragAmount = $0.translation }
            .onEnded { _ in
              withAnimation(.bouncy) {
                dragAmount = .zero
              }
            }
        )

      HStack(spacing: 0) {
        ForEach(0..<letters.count, id: \.self) { num in
          Text(String(letters[num]))
            .padding(5)
            .font(.title)
            .background(enabled ? .blue : .red)
            .offset(dragAmount)
            .animation(.linear.delay(Double(num) / 20), value: dragAmount)
        }
      }

      ZStack {
        Rectangle()
          .fill(.blue)
          .frame(width: 200, height: 200)

        if isShowingRed {
          Rectangle()
            .fill(.red)
            .frame(width: 200, height: 200)
            .transition(.pivot)
        }
      }
      .onTapGesture {
        withAnimation {
          isShowingRed.toggle()
        }
      }

      if isShowingRed {
        Rectangle()
          .fill(.red)
          .frame(width: 200, height: 200)
          .transition(.asymmetric(insertion: .scale, removal: .opacity))
      }
    }
  }
}

struct ExpenseItem: Identifiable, Codable, Equatable {
  var id = UUID()
  let name: String
  let type: String
  let amount: Double
}

@Observable
class Expenses {
  var items = [ExpenseItem]() {
    didSet {
      if let encoded = try? JSONEncoder().encode(items) {
        UserDefaults.standard.set(encoded, forKey: "Items")
      }
    }
  }

  init() {
    if let savedItems = UserDefaults.standard.data(forKey: "Items") {
      if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
        items = decodedItems
        return
      }
    }

    items = []
  }
}

struct IExpenseView: View {
  @State private var expenses = Expenses()
  @State private var showingAddExpense = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(expenses.items) { item in
          HStack {
            VStack(alignment: .leading) {
              Text(item.name)
                .font(.headline)
              Text(item.type)
            }

            Spacer()

            Text(item.amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
              .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
          }
        }
        .onDelete(perform: removeItems)
      }
      .navigationTitle("iExpense")
      .toolbar {
        Button("Add Expense", systemImage: "plus") {
          showingAddExpense = true
        }
      }
      .sheet(isPresented: $showingAddExpense) {
        AddExpenseView(expenses: expenses)
      }
    }
  }

  func removeItems(at offsets: IndexSet) {
    expenses.items.remove(atOffsets: offsets)
  }
}

struct AddExpenseView: View {
  @Environment(\.dismiss) var dismiss

  @State private var name = ""
  @State private var type = "Personal"
  @State private var amount = 0.0

  var expenses: Expenses

  let types = ["Business", "Personal"]

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)

        Picker("Type", selection: $type) {
          ForEach(types, id: \.self) {
            Text($0)
          }
        }

        TextField("Amount", value: $amount, format: .currency(code: "USD"))
          .keyboardType(.decimalPad)
      }
      .navigationTitle("Add new expense")
      .toolbar {
        Button("Save") {
          let item = ExpenseItem(name: name, type: type, amount: amount)
          expenses.items.append(item)
          dismiss()
        }
      }
    }
  }
}

extension ShapeStyle where Self == Color {
  static var darkBackground: Color {
    Color(red: 0.1, green: 0.1, blue: 0.2)
  }

  static var lightBackground: Color {
    Color(red: 0.2, green: 0.2, blue: 0.3)
  }
}

struct Astronaut: Codable, Identifiable {
  let id: String
  let name: String
  let description: String
}

struct Mission: Codable, Identifiable, Hashable {
  struct CrewRole: Codable, Hashable {
    let name: String
    let role: String
  }

  let id: Int
  let launchDate: Date?
  let crew: [CrewRole]
  let description: String

  var displayName: String {
    "Apollo \(id)"
  }

  var image: String {
    "apollo\(id)"
  }

  var formattedLaunchDate: String {
    launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
  }
}

extension Bundle {
  func decode<T: Codable>(_ file: String) -> T {
    guard let url = self.url(forResource: file, withExtension: nil) else {
      fatalError("Failed to locate \(file) in bundle.")
    }

    guard let data = try? Data(contentsOf: url) else {
      fatalError("Failed to load \(file) from bundle.")
    }

    let decoder = JSONDecoder()
    let formatter = DateFormatter()
    formatter.dateFormat = "y-MM-dd"
    decoder.dateDecodingStrategy = .formatted(formatter)

    do {
      return try decoder.decode(T.self, from: data)
    } catch {
      fatalError("Failed to decode \(file) from bundle: \(error.localizedDescription)")
    }
  }
}

struct CrewMember {
  let role: String
  let astronaut: Astronaut
}

struct MissionView: View {
  let mission: Mission
  let crew: [CrewMember]

  var body: some View {
    ScrollView {
      VStack {
        Image(mission.image)
          .resizable()
          .scaledToFit()
          .containerRelativeFrame(.horizontal) { width, axis in
            width * 0.6
          }
          .padding(.top)

        VStack(alignment: .leading) {
          Rectangle()
            .frame(height: 2)
            .foregroundStyle(.lightBackground)
            .padding(.vertical)

          Text("Mission Highlights")
            .font(.title.bold())
            .padding(.bottom, 5)

          Text(mission.description)

          Text("Launched \(mission.formattedLaunchDate)")
            .font(.caption)
        }
        .padding(.horizontal)

        ScrollView(.horizontal, showsIndicators: false) {
          HStack {
            ForEach(crew, id: \.role) { crewMember in
              NavigationLink {
                Text(crewMember.astronaut.description)
              } label: {
                HStack {
                  Image(crewMember.astronaut.id)
                    .resizable()
                    .frame(width: 104, height: 72)
                    .clipShape(.capsule)
                    .overlay(
                      Capsule()
                        .strokeBorder(.white, lineWidth: 1)
                    )

                  VStack(alignment: .leading) {
                    Text(crewMember.astronaut.name)
                      .foregroundStyle(.white)
                      .font(.headline)
                    Text(crewMember.role)
                      .foregroundStyle(.white.opacity(0.5))
                  }
                }
                .padding(.horizontal)
              }
            }
          }
        }
      }
      .padding(.bottom)
    }
    .navigationTitle(mission.displayName)
    .navigationBarTitleDisplayMode(.inline)
    .background(.darkBackground)
  }

  init(mission: Mission, astronauts: [String: Astronaut]) {
    self.mission = mission

    self.crew = mission.crew.map { member in
      if let astronaut = astronauts[member.name] {
        return CrewMember(role: member.role, astronaut: astronaut)
      } else {
        fatalError("Missing \(member.name)")
      }
    }
  }
}

struct MoonshotView: View {
  let astronauts: [String: Astronaut] = [:]
  let missions: [Mission] = []
  @State private var showingGrid = true

  let columns = [
    GridItem(.adaptive(minimum: 150))
  ]

  var body: some View {
    NavigationStack {
      Group {
        if showingGrid {
          ScrollView {
            LazyVGrid(columns: columns) {
              ForEach(missions) { mission in
                NavigationLink(value: mission) {
                  VStack {
                    Image(mission.image)
                      .resizable()
                      .scaledToFit()
                      .frame(width: 100, height: 100)
                      .padding()

                    VStack {
                      Text(mission.displayName)
                        .font(.headline)
                        .foregroundStyle(.white)
                      Text(mission.formattedLaunchDate)
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.5))
                    }
                    .padding(.vertical)
                    .frame(maxWidth: .infinity)
                    .background(.lightBackground)
                  }
                  .clipShape(.rect(cornerRadius: 10))
                  .overlay(
                    RoundedRectangle(cornerRadius: 10)
                      .stroke(.lightBackground)
                  )
                }
              }
            }
            .padding([.horizontal, .bottom])
          }
        } else {
          List(missions) { mission in
            NavigationLink(mission.displayName, value: mission)
              .listRowBackground(Color.darkBackground)
          }
          .listStyle(.plain)
        }
      }
      .navigationTitle("Moonshot")
      .navigationDestination(for: Mission.self) { mission in
        MissionView(mission: mission, astronauts: astronauts)
      }
      .background(.darkBackground)
      .preferredColorScheme(.dark)
      .toolbar {
        Button(showingGrid ? "List" : "Grid") {
          showingGrid.toggle()
        }
      }
    }
  }
}
