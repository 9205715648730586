struct V: View {
    @State private var count = 0
    var total: Int { (0..<count).reduce(0, +) }
    var body: some View {
        VStack {
            Text("Taps: \(count)").accessibilityAddTraits(.isHeader)
            Button("Add") { count += 1 }.accessibilityHint("Adds one")
            Slider(value: .constant(0.5), in: 0...1, step: 1 / 4)
        }
        .onChange(of: count) { new in print(new) }
    }
}
