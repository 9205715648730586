import RotorDiagnostics

/// A custom tab bar that gives its row of buttons UIKit's tab-bar trait.
///
/// From the tab-bar article: a hosting view with the `.tabBar` trait turns every element
/// inside into a tab, announced with its selected state and "Tab, N of M", and the
/// container is labelled "<name> Tab bar". Selecting a tab shows its page in a "Tab
/// content" container. If an accessibility container encloses the tab bar (`contain`,
/// or a semantic group in UIKit), the tab semantics are lost; the model reproduces that.
public struct TabBarModel: AccessibleComponent, Hashable {
    /// What encloses the tab bar.
    public enum Enclosure: String, Sendable, Hashable, Codable, CaseIterable {
        case none
        case contain
        case semanticGroup = "semantic-group"
    }

    public struct Tab: Sendable, Hashable, Codable {
        /// Unique within the bar; defaults to the label.
        public var id: String
        public var label: String
        /// A symbol name drawn next to the label; decorative, so never spoken.
        public var icon: String?

        public init(id: String? = nil, label: String, icon: String? = nil) {
            self.id = id ?? label
            self.label = label
            self.icon = icon
        }
    }

    public var name: String
    public let tabs: [Tab]
    public private(set) var selected: Int
    public var enclosure: Enclosure

    /// - Throws: A ``Diagnostic`` about `tabs` for an empty list, about the tab whose id
    ///   repeats an earlier one's, or about `selected` when it is outside the list.
    public init(name: String, tabs: [Tab], selected: Int = 0, enclosure: Enclosure = .none) throws(Diagnostic) {
        guard !tabs.isEmpty else { throw Diagnostic("'tabs' must list at least one tab", about: .init("tabs")) }
        var seen: Set<String> = []
        for (index, tab) in tabs.enumerated() {
            guard seen.insert(tab.id).inserted else {
                throw Diagnostic("duplicate tab id '\(tab.id)'; give each tab a unique 'id' or label", about: .init("tabs", item: index))
            }
        }
        guard tabs.indices.contains(selected) else {
            throw Diagnostic("'selected' is \(selected), but the indices of \(tabs.count) tabs run from 0 to \(tabs.count - 1)",
                             about: .init("selected"))
        }
        self.name = name
        self.tabs = tabs
        self.selected = selected
        self.enclosure = enclosure
    }
}

// MARK: - AccessibleComponent

extension TabBarModel {
    static func tabID(_ index: Int) -> String { "tab.\(index)" }

    public func displayName(_ phrases: Phrasebook) -> String {
        String(phrases.text(.tabBarLabel, ["name": name]).trimmingPrefix(" "))
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        let tabNodes = tabs.indices.map { index in
            AccessibilityNode.button(tabs[index].label, id: Self.tabID(index), traits: index == selected ? .selected : [])
        }
        let bar = AccessibilityNode(
            id: "tabBar", label: String(phrases.text(.tabBarLabel, ["name": name]).trimmingPrefix(" ")), traits: .tabBar,
            containerType: .tabBar, children: tabNodes
        )
        let enclosed: AccessibilityNode = switch enclosure {
        case .none: bar
        case .contain: .stack(id: "wrapper", behavior: .contain, [bar])
        case .semanticGroup: AccessibilityNode(id: "wrapper", containerType: .semanticGroup, children: [bar])
        }
        var heading = AccessibilityNode.text(tabs[selected].label, id: "page.heading")
        heading.traits = .header
        let page = AccessibilityNode.stack(
            id: "page", behavior: .contain, label: phrases.text(.tabContentLabel), [heading]
        )
        return .stack(id: "screen", [enclosed, page])
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        guard action == .activate, let index = tabs.indices.first(where: { Self.tabID($0) == elementID }) else {
            return []
        }
        let changed = index != selected
        selected = index
        return changed ? [.note(.notePageShown, ["label": tabs[index].label])] : []
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let label = tabs[selected].label
        return VisibleState(
            summary: phrases.text(.summaryTab, ["label": BidiText.isolated(label)]),
            details: ["selected": "\(selected)", "tab": label, "enclosure": enclosure.rawValue],
            picture: TabBarDrawing.drawing(tabs: tabs.map(\.label), selected: selected),
            pictureDescription: phrases.text(.pictureTabs, [
                "count": "\(tabs.count)", "index": "\(selected + 1)", "label": BidiText.isolated(label),
            ])
        )
    }
}
