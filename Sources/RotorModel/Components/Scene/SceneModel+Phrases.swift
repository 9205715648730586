// MARK: - A scene's words

extension PhraseKey {
    /// `{facts}`: what the scene shows, such as "Week selected".
    public static let summaryScene: PhraseKey = "summary.scene"
    /// `{label}`
    public static let sceneSelected: PhraseKey = "scene.selected"
    public static let sceneOn: PhraseKey = "scene.on"
    public static let sceneOff: PhraseKey = "scene.off"
    public static let sceneExpanded: PhraseKey = "scene.expanded"
    public static let sceneCollapsed: PhraseKey = "scene.collapsed"
    public static let sceneDimmed: PhraseKey = "scene.dimmed"
    /// `{label}`, `{value}`.
    public static let sceneValue: PhraseKey = "scene.value"
    public static let sceneModal: PhraseKey = "scene.modal"
    /// How a summary names a node that has no label.
    public static let sceneUnlabelled: PhraseKey = "scene.unlabelled"
    /// `{elements}`, `{label}`.
    public static let pictureScene: PhraseKey = "picture.scene"
}

extension SceneModel {
    /// Every phrase a scene's summary and picture word things with; the tree is the author's.
    public static let phraseKeys: [PhraseKey] = [
        .summaryScene, .sceneSelected, .sceneOn, .sceneOff, .sceneExpanded, .sceneCollapsed, .sceneDimmed, .sceneValue,
        .sceneModal, .sceneUnlabelled, .pictureScene, .listSeparator,
    ]
}
