/// The person credited on the Water readme screen.
public struct Author: Equatable, Sendable {
    /// The author's name, e.g. "Johnny Appleseed".
    public var name: String
    /// What the author does, e.g. "iOS Developer".
    public var title: String

    /// Creates an author.
    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }
}
