/// What a sighted person sees after a step: a one-line summary, details, and a picture.
public struct VisibleState: Sendable, Hashable, Codable {
    /// One line naming the visible state, such as "Value 60 (0–100)".
    public var summary: String
    /// Machine-readable facts, such as `value` and `percent`, for JSON output.
    public var details: [String: String]
    /// The picture, drawn by the component itself as shapes.
    public var picture: Drawing
    /// The picture's text alternative.
    public var pictureDescription: String

    public init(summary: String, details: [String: String], picture: Drawing, pictureDescription: String) {
        self.summary = summary
        self.details = details
        self.picture = picture
        self.pictureDescription = pictureDescription
    }
}
