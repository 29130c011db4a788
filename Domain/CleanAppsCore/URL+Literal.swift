import Foundation

extension URL {
    /// A URL written in the source code; a malformed literal is a programmer error.
    public static func literal(_ text: StaticString) -> URL {
        guard let url = URL(string: "\(text)") else {
            preconditionFailure("malformed URL literal \(text)")
        }
        return url
    }
}
