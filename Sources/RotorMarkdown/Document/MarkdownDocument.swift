/// A parsed Markdown document: cmark's tree copied out into Swift values.
///
/// The root is always node `0`, of kind ``MarkdownNode/Kind/document``. Use ``children(of:)``
/// to walk down and ``events()`` for a depth-first walk that needs no recursion.
public struct MarkdownDocument: Sendable, Equatable {
    /// Every node, in document (pre-)order.
    public private(set) var nodes: [MarkdownNode]

    /// Index of the root node.
    public static let root = 0

    init(nodes: [MarkdownNode]) {
        self.nodes = nodes
    }

    public subscript(index: Int) -> MarkdownNode {
        nodes[index]
    }
}

// MARK: - Navigation

extension MarkdownDocument {
    /// The indices of a node's children, in order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var next = nodes[index].firstChild
        while let child = next {
            result.append(child)
            next = nodes[child].nextSibling
        }
        return result
    }

    /// The concatenated text of a node and everything below it, as a reader would see it.
    ///
    /// Soft and hard breaks become spaces. Used for heading ids, image alt text and summaries.
    public func plainText(of index: Int) -> String {
        var text = ""
        for event in events(from: index) where event.isEntering {
            switch nodes[event.node].kind {
            case .text(let literal), .code(let literal): text += literal
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return text
    }

    /// A depth-first walk from `start`, as enter and exit events, without recursion.
    ///
    /// Leaf nodes are entered only; containers are entered and, after their children, exited.
    public func events(from start: Int = MarkdownDocument.root) -> EventSequence {
        EventSequence(document: self, start: start)
    }
}

// MARK: - Walking

extension MarkdownDocument {
    /// One step of a depth-first walk.
    public struct Event: Sendable, Equatable {
        public var node: Int
        public var isEntering: Bool

        public init(node: Int, isEntering: Bool) {
            self.node = node
            self.isEntering = isEntering
        }
    }

    /// The events of a depth-first walk, computed lazily from the parent and sibling links.
    public struct EventSequence: Sequence, Sendable {
        let document: MarkdownDocument
        let start: Int

        public func makeIterator() -> Iterator {
            Iterator(document: document, start: start)
        }

        public struct Iterator: IteratorProtocol {
            let document: MarkdownDocument
            let start: Int
            var pending: Event?

            init(document: MarkdownDocument, start: Int) {
                self.document = document
                self.start = start
                self.pending = Event(node: start, isEntering: true)
            }

            public mutating func next() -> Event? {
                guard let event = pending else { return nil }
                pending = document.successor(of: event, within: start)
                return event
            }
        }
    }

    /// The event after `event` in a depth-first walk of the subtree rooted at `start`.
    ///
    /// To skip a container's children, ask for the successor of its exit event instead.
    public func successor(of event: Event, within start: Int = MarkdownDocument.root) -> Event? {
        let node = nodes[event.node]
        if event.isEntering && node.kind.isContainer {
            if let child = node.firstChild { return Event(node: child, isEntering: true) }
            return Event(node: event.node, isEntering: false)
        }
        if event.node == start { return nil }
        if let sibling = node.nextSibling { return Event(node: sibling, isEntering: true) }
        guard let parent = node.parent else { return nil }
        return Event(node: parent, isEntering: false)
    }
}

// MARK: - Text for search

extension MarkdownDocument {
    /// The document's prose as plain text, one line per block, for search indexes.
    ///
    /// Code blocks and raw HTML are left out: they are not what readers search for, and a
    /// transcript block's YAML would drown the words around it.
    public func readableText() -> String {
        var text = ""
        for event in events() {
            let kind = nodes[event.node].kind
            if event.isEntering {
                switch kind {
                case .text(let literal), .code(let literal): text += literal
                case .softBreak, .lineBreak: text += " "
                default: break
                }
            } else {
                switch kind {
                case .paragraph, .heading, .item, .blockQuote: if !text.hasSuffix("\n") { text += "\n" }
                default: break
                }
            }
        }
        return text
    }
}
