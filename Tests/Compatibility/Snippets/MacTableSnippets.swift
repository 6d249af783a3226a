// A macOS table of 2021–2025 as written: `Table` with `TableColumn`s, a selection and a sort order of
// `KeyPathComparator`s that the view applies to its data.
import SwiftUI

struct Person: Identifiable {
  let id = UUID()
  var givenName: String
  var familyName: String
  var emailAddress: String
}

struct PeopleTable: View {
  @State private var people = [
    Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
    Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
    Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
    Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
  ]
  @State private var selectedPeople = Set<Person.ID>()
  @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

  var body: some View {
    Table(people, selection: $selectedPeople, sortOrder: $sortOrder) {
      TableColumn("Given Name", value: \.givenName)
      TableColumn("Family Name", value: \.familyName)
      TableColumn("E-Mail Address", value: \.emailAddress)
    }
    .onChange(of: sortOrder) { _, newOrder in
      people.sort(using: newOrder)
    }
    Text("\(selectedPeople.count) people selected")
  }
}
