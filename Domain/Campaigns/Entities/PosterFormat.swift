/// The poster's canvas: square for feeds, portrait for posts, story for full-screen stories.
///
/// Its size in pixels is the one size of a poster: the PNG has it, the SVG declares it and
/// lays out in it, and `campaigns show` and the form say it.
public enum PosterFormat: String, CaseIterable, Equatable, Sendable {
    /// 2160 × 2160 pixels, for feeds.
    case square
    /// 2160 × 2700 pixels, for posts.
    case portrait
    /// 2160 × 3840 pixels, for full-screen stories.
    case story

    /// Canvas width in pixels (always 2160: the original's 1080 points at scale 2).
    public var width: Int { 2160 }

    /// Canvas height in pixels: 2160, 2700 or 3840.
    public var height: Int {
        switch self {
        case .square: 2160
        case .portrait: 2700
        case .story: 3840
        }
    }

    /// A short English label for pickers, e.g. `square 2160×2160`.
    public var label: String {
        "\(rawValue) \(width)×\(height)"
    }
}
