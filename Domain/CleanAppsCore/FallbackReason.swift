/// Why a value is not the live answer: network use is off, or what failed.
///
/// Typed so an app can say ``offline`` in its own words (a command-line switch, a setting)
/// without reading the text; ``description`` is the library's neutral phrase.
public enum FallbackReason: Equatable, Sendable, CustomStringConvertible {
    /// Network use is off, so no service was asked.
    case offline
    /// What failed, naming the service: "GamerPower answered HTTP 500".
    case failure(String)

    /// A lower-case phrase without a full stop: "network use is off", or the failure.
    public var description: String {
        switch self {
        case .offline: "network use is off"
        case .failure(let text): text
        }
    }
}
