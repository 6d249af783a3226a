import Easel

/// A row of the settings list as the team styled it: a grey icon, a label, and what goes on the right.
struct SettingRow<Accessory: View>: View {
  let icon: String
  let title: LocalizedStringKey
  @ViewBuilder var accessory: Accessory

  init(icon: String, title: LocalizedStringKey, @ViewBuilder accessory: () -> Accessory) {
    (self.icon, self.title, self.accessory) = (icon, title, accessory())
  }

  var body: some View {
    HStack {
      Image(systemName: icon)
        .font(.subheadline)
        .fontWeight(.medium)
        .foregroundStyle(Color.parstaGray)
        .frame(width: 24)

      Text(title)
        .font(.subheadline)
        .fontWeight(.medium)
        .foregroundStyle(.primary)

      Spacer()

      accessory
    }
    .frame(minHeight: 36)
    .contentShape(Rectangle())
  }
}

extension SettingRow where Accessory == EmptyView {
  /// A row with nothing on the right: one that opens a page (the list adds its chevron) or acts.
  init(icon: String, title: LocalizedStringKey) {
    self.init(icon: icon, title: title) { EmptyView() }
  }
}
