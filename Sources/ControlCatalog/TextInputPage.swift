import Easel

/// Text fields and a secure field, with focus moved by the keyboard and by code, and submitted values; a text editor
/// for longer text.
struct TextInputPage: View {
  private enum Field: Hashable { case name, email, password }

  @State private var name = ""
  @State private var email = "ada@example.org"
  @State private var password = ""
  @State private var note = ""
  @State private var journal = """
    Dear diary, today the catalog learnt to edit long text. Return starts a new line, and lines wrap to the \
    editor's width.

    The arrows move between lines.
    """
  @State private var submitted = "Press Return in a field"
  @FocusState private var focus: Field?

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Rounded border") {
        TextField("Name", text: $name)
          .focused($focus, equals: .name)
          .onSubmit {
            submitted = "Name: \(name)"; focus = .email
          }
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
          .onSubmit {
            submitted = "Email: \(email)"; focus = .password
          }
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
          .onSubmit { submitted = "Password of \(password.count) characters" }
      }
      .textFieldStyle(.roundedBorder)
      .frame(width: 320)
      CatalogGroup("Plain") {
        TextField("A note, in any language: 안녕하세요", text: $note).textFieldStyle(.plain)
      }
      .frame(width: 320)
      CatalogGroup("Text editor") {
        TextEditor(text: $journal)
          .frame(height: 110)
          .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray.opacity(0.4)))
        Text("\(journal.count) characters").font(.caption).foregroundStyle(.secondary)
      }
      .frame(width: 320)
      HStack(spacing: 12) {
        Button("Focus name") { focus = .name }
        Button("Clear focus") { focus = nil }
      }
      Text(submitted).foregroundStyle(.secondary)
    }
  }
}
