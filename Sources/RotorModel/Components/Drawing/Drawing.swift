/// A picture as shapes, free of any drawing format.
///
/// A component's `VisibleState.picture` is a drawing; the renderer turns shapes into SVG
/// without knowing which component drew them, so a new kind of component brings its picture
/// with it. Styles are names (`track`, `label strong`, `is-selected` for a state) that the
/// site's stylesheet colours; state is drawn as shape, never as colour alone.
public struct Drawing: Sendable, Hashable, Codable {
    /// Where a text's `x` is: its start, or its middle.
    public enum Anchor: String, Sendable, Hashable, Codable {
        case start, middle
    }

    /// A point, or a move from the last point of a path.
    public struct Point: Sendable, Hashable, Codable {
        public var x: Double
        public var y: Double

        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    public enum Shape: Sendable, Hashable, Codable {
        /// A rectangle: painted when `filled`, else outlined.
        case rect(x: Double, y: Double, width: Double, height: Double, radius: Double, style: String, filled: Bool)
        /// A painted rectangle without an outline, such as the bar under a selected tab;
        /// `opacity` below 1 lets what is under it show, as a scrim does.
        case bar(x: Double, y: Double, width: Double, height: Double, style: String, opacity: Double? = nil)
        /// A circle: painted when `filled`, else outlined; `lineWidth` nil for the default.
        case circle(x: Double, y: Double, radius: Double, style: String, filled: Bool, lineWidth: Double?)
        /// Stroked straight lines from `start`, each one a move from where the last ended.
        case path(start: Point, moves: [Point], style: String, lineWidth: Double)
        /// A straight line.
        case line(x1: Double, y1: Double, x2: Double, y2: Double, style: String, lineWidth: Double)
        /// A straight line with an arrowhead at its end.
        case arrow(x1: Double, y1: Double, x2: Double, y2: Double, style: String, lineWidth: Double)
        /// Text wrapped to `width` (``PictureText``), its first baseline at `y`.
        case text(String, x: Double, y: Double, width: Double, style: String, anchor: Anchor)
    }

    public var width: Double
    public var height: Double
    public var shapes: [Shape]

    public init(width: Double, height: Double, shapes: [Shape] = []) {
        self.width = width
        self.height = height
        self.shapes = shapes
    }

    /// The texts the drawing shows, for callers that isolate or check them.
    public var texts: [String] {
        shapes.compactMap { if case .text(let text, _, _, _, _, _) = $0 { text } else { nil } }
    }
}
