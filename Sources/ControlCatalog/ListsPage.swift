import Easel

/// A list with sections, selection and deletion, and a lazy grid.
struct ListsPage: View {
  @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]
  @State private var vegetables = ["Carrot", "Leek", "Pea"]
  @State private var selection: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("List with sections (select a row, Delete removes it)") {
        List(selection: $selection) {
          Section("Fruit") {
            ForEach(fruits, id: \.self) { Text($0) }
              .onDelete { fruits.remove(atOffsets: $0) }
          }
          Section("Vegetables") {
            ForEach(vegetables, id: \.self) { Text($0) }
              .onDelete { vegetables.remove(atOffsets: $0) }
          }
        }
        .listStyle(.insetGrouped)
        .frame(width: 360, height: 320)
      }
      CatalogGroup("Lazy grid of 1,000 cells") {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 56))], spacing: 8) {
            ForEach(0..<1000, id: \.self) { number in
              Text("\(number)")
                .frame(width: 56, height: 40)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.15)))
            }
          }
          .padding(8)
        }
        .frame(width: 360, height: 200)
      }
    }
  }
}
