/// The poster's canvas: square for feeds, portrait for posts, story for full-screen stories.
public enum PosterFormat: String, CaseIterable, Equatable, Sendable {
    /// 1080 × 1080 pixels, for feeds.
    case square
    /// 1080 × 1350 pixels, for posts.
    case portrait
    /// 1080 × 1920 pixels, for full-screen stories.
    case story

    /// Canvas width in pixels (always 1080).
    public var width: Int { 1080 }

    /// Canvas height in pixels: 1080, 1350 or 1920.
    public var height: Int {
        switch self {
        case .square: 1080
        case .portrait: 1350
        case .story: 1920
        }
    }

    /// A short English label for pickers, e.g. `square 1080×1080`.
    public var label: String {
        "\(rawValue) \(width)×\(height)"
    }
}
