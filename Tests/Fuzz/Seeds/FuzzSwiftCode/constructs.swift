let unit = "items"
enum Load { case idle, busy(percent: Int), failed(String) }
protocol Named { var name: String { get } }
extension Named { var loud: String { name.uppercased() } }
struct Tag: Named { let name: String }
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    var body: some View { VStack { Text(title); content } }
}
struct V: View {
    @Namespace private var space
    @State private var list = [3, 1, 2]
    var load: Load = .busy(percent: 40)
    var body: some View {
        Card(title: Tag(name: "box").loud) {
            Text(describe(load)).toolbar { Text("x") }
            Button("Pop") { let last = list.removeLast(); list.insert(last, at: 0) }
                .matchedGeometryEffect(id: 1, in: space)
            Text(list.count > 2 ? "\(list.count) \(unit)" : "few")
        }
        .accessibilityElement(children: .combine)
    }
    func describe(_ value: Load) -> String {
        switch value {
        case .idle: "idle"
        case .busy(let p) where p < 0: "odd"
        case let .busy(p): "\(p)%"
        case .failed(let why): why
        }
    }
    func symbol(_ n: Int) -> Image {
        if n > 2 { Image(systemName: "star") } else { Image(systemName: "star.fill") }
    }
}
