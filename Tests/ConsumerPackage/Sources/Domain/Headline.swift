/// The consumer's own domain type, in its own module named `Domain` (no clash with CleanApps).
public struct Headline: Equatable, Sendable {
    /// The text, safe to print.
    public var text: String

    /// A headline with `text`.
    public init(_ text: String) {
        self.text = text
    }
}
