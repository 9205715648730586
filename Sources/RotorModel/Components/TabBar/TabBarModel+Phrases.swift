// MARK: - The tab bar's words

extension PhraseKey {
    /// `{name}`: the container label of a tab bar.
    public static let tabBarLabel: PhraseKey = "tabBar.label"
    public static let tabContentLabel: PhraseKey = "tabBar.content"
    public static let notePageShown: PhraseKey = "note.pageShown"
    public static let summaryTab: PhraseKey = "summary.tab"
    public static let pictureTabs: PhraseKey = "picture.tabs"
}

extension TabBarModel {
    /// Every phrase the tab bar words things with.
    public static let phraseKeys: [PhraseKey] = [.tabBarLabel, .tabContentLabel, .notePageShown, .summaryTab, .pictureTabs]
}
