// The first projects of Hacking with Swift's "100 Days of SwiftUI", written as the course writes them: WeSplit,
// Guess the Flag, BetterRest (a rule of thumb in place of Core ML) and Word Scramble (without UITextChecker).
import Easel
import Foundation

struct WeSplitView: View {
  @State private var checkAmount = 0.0
  @State private var numberOfPeople = 2
  @State private var tipPercentage = 20
  @FocusState private var amountIsFocused: Bool

  let tipPercentages = [10, 15, 20, 25, 0]

  var totalPerPerson: Double {
    let peopleCount = Double(numberOfPeople + 2)
    let tipSelection = Double(tipPercentage)
    let tipValue = checkAmount / 100 * tipSelection
    let grandTotal = checkAmount + tipValue
    return grandTotal / peopleCount
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField(
            "Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD")
          )
          .keyboardType(.decimalPad)
          .focused($amountIsFocused)

          Picker("Number of people", selection: $numberOfPeople) {
            ForEach(2..<100) {
              Text("\($0) people")
            }
          }
          .pickerStyle(.navigationLink)
        }

        Section("How much tip do you want to leave?") {
          Picker("Tip percentage", selection: $tipPercentage) {
            ForEach(tipPercentages, id: \.self) {
              Text($0, format: .percent)
            }
          }
          .pickerStyle(.segmented)
        }

        Section("Amount per person") {
          Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
            .foregroundStyle(tipPercentage == 0 ? .red : .primary)
        }
      }
      .navigationTitle("WeSplit")
      .toolbar {
        if amountIsFocused {
          Button("Done") {
            amountIsFocused = false
          }
        }
      }
    }
  }
}

struct FlagImage: View {
  var name: String

  var body: some View {
    Image(name)
      .renderingMode(.original)
      .clipShape(.capsule)
      .shadow(radius: 5)
  }
}

struct Title: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.largeTitle)
      .foregroundStyle(.white)
      .padding()
      .background(.blue)
      .clipShape(.rect(cornerRadius: 10))
  }
}

extension View {
  func titleStyle() -> some View {
    modifier(Title())
  }
}

struct GuessTheFlagView: View {
  @State private var showingScore = false
  @State private var scoreTitle = ""
  @State private var score = 0
  @State private var countries = [
    "Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US",
  ].shuffled()
  @State private var correctAnswer = Int.random(in: 0...2)
  @State private var selectedFlag = -1

  var body: some View {
    ZStack {
      RadialGradient(
        stops: [
          .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
          .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
        ], center: .top, startRadius: 200, endRadius: 400
      )
      .ignoresSafeArea()

      VStack {
        Spacer()

        Text("Guess the Flag")
          .font(.largeTitle.weight(.bold))
          .foregroundStyle(.white)

        VStack(spacing: 15) {
          VStack {
            Text("Tap the flag of")
              .foregroundStyle(.secondary)
              .font(.subheadline.weight(.heavy))

            Text(countries[correctAnswer])
              .font(.largeTitle.weight(.semibold))
          }

          ForEach(0..<3) { number in
            Button {
              flagTapped(number)
            } label: {
              FlagImage(name: countries[number])
            }
            .rotation3DEffect(.degrees(selectedFlag == number ? 360 : 0), axis: (x: 0, y: 1, z: 0))
            .opacity(selectedFlag == -1 || selectedFlag == number ? 1 : 0.25)
            .scaleEffect(selectedFlag == -1 || selectedFlag == number ? 1 : 0.75)
            .animation(.default, value: selectedFlag)
            .accessibilityLabel("Flag of \(countries[number])")
          }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 20)
        .background(.regularMaterial)
        .clipShape(.rect(cornerRadius: 20))

        Spacer()
        Spacer()

        Text("Score: \(score)")
          .foregroundStyle(.white)
          .font(.title.bold())

        Spacer()
      }
      .padding()
    }
    .alert(scoreTitle, isPresented: $showingScore) {
      Button("Continue", action: askQuestion)
    } message: {
      Text("Your score is \(score)")
    }
  }

  func flagTapped(_ number: Int) {
    selectedFlag = number
    if number == correctAnswer {
      scoreTitle = "Correct"
      score += 1
    } else {
      scoreTitle = "Wrong! That’s the flag of \(countries[number])"
    }
    showingScore = true
  }

  func askQuestion() {
    countries.shuffle()
    correctAnswer = Int.random(in: 0...2)
    selectedFlag = -1
  }
}

struct BetterRestView: View {
  @State private var wakeUp = defaultWakeTime
  @State private var sleepAmount = 8.0
  @State private var coffeeAmount = 1

  @State private var alertTitle = ""
  @State private var alertMessage = ""
  @State private var showingAlert = false

  static var defaultWakeTime: Date {
    var components = DateComponents()
    components.hour = 7
    components.minute = 0
    return Calendar.current.date(from: components) ?? .now
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("When do you want to wake up?") {
          DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
            .labelsHidden()
        }

        VStack(alignment: .leading, spacing: 0) {
          Text("Desired amount of sleep")
            .font(.headline)

          Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
        }

        Section("Daily coffee intake") {
          Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 1...20)
          Picker("Number of cups", selection: $coffeeAmount) {
            ForEach(1..<21) { Text("\($0)") }
          }
        }
      }
      .navigationTitle("BetterRest")
      .toolbar {
        Button("Calculate", action: calculateBedtime)
      }
      .alert(alertTitle, isPresented: $showingAlert) {
        Button("OK") {}
      } message: {
        Text(alertMessage)
      }
    }
  }

  func calculateBedtime() {
    let components = Calendar.current.dateComponents([.hour, .minute], from: wakeUp)
    let hour = (components.hour ?? 0) * 60 * 60
    let minute = (components.minute ?? 0) * 60
    let actualSleep = sleepAmount * 3600 + Double(coffeeAmount) * 300 + Double(hour + minute) * 0
    let sleepTime = wakeUp - actualSleep
    alertTitle = "Your ideal bedtime is…"
    alertMessage = sleepTime.formatted(date: .omitted, time: .shortened)
    showingAlert = true
  }
}

struct WordScrambleView: View {
  @State private var usedWords = [String]()
  @State private var rootWord = ""
  @State private var newWord = ""

  @State private var errorTitle = ""
  @State private var errorMessage = ""
  @State private var showingError = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("Enter your word", text: $newWord)
            .textInputAutocapitalization(.never)
        }

        Section {
          ForEach(usedWords, id: \.self) { word in
            HStack {
              Image(systemName: "\(word.count).circle")
              Text(word)
            }
            .accessibilityElement()
            .accessibilityLabel("\(word), \(word.count) letters")
          }
        }
      }
      .navigationTitle(rootWord)
      .onSubmit(addNewWord)
      .onAppear(perform: startGame)
      .alert(errorTitle, isPresented: $showingError) {
      } message: {
        Text(errorMessage)
      }
      .toolbar {
        Button("New word", action: startGame)
      }
    }
  }

  func addNewWord() {
    let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    guard answer.count > 0 else { return }

    guard isOriginal(word: answer) else {
      wordError(title: "Word used already", message: "Be more original")
      return
    }

    guard isPossible(word: answer) else {
      wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
      return
    }

    withAnimation {
      usedWords.insert(answer, at: 0)
    }
    newWord = ""
  }

  func startGame() {
    if let startWordsURL = Bundle.main.url(forResource: "start", withExtension: "txt"),
      let startWords = try? String(contentsOf: startWordsURL, encoding: .utf8)
    {
      let allWords = startWords.components(separatedBy: "\n")
      rootWord = allWords.randomElement() ?? "silkworm"
      return
    }
    rootWord = "silkworm"
  }

  func isOriginal(word: String) -> Bool {
    !usedWords.contains(word)
  }

  func isPossible(word: String) -> Bool {
    var tempWord = rootWord
    for letter in word {
      if let pos = tempWord.firstIndex(of: letter) {
        tempWord.remove(at: pos)
      } else {
        return false
      }
    }
    return true
  }

  func wordError(title: String, message: String) {
    errorTitle = title
    errorMessage = message
    showingError = true
  }
}
