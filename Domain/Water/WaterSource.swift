/// A place whose water must be boiled, disinfected and filtered before anyone drinks it.
///
/// Each of the three steps has a percentage from 0 to 100. A source is contaminated while any
/// step is below 100 and safe once all three are at 100.
public struct WaterSource: Equatable, Identifiable, Sendable {
    /// A source's stable identifier, e.g. `lake-victoria`; what `cleanapps water show` takes.
    public struct ID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The identifier as written in data files and on the command line.
        public let rawValue: String

        /// Wraps `rawValue` as it is.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Wraps a literal, e.g. `"lake-victoria"`.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The raw value.
        public var description: String { rawValue }
    }

    /// The percentages a step can have.
    public static let percentRange = 0...100

    /// The stable identifier.
    public let id: ID
    /// The place's name, e.g. "Lake Victoria, Kisumu".
    public var title: String
    /// Where the source is, with signed latitude and longitude.
    public var location: GeoCoordinate
    /// How much of the water has been boiled, 0…100.
    public var percentBoiled: Int
    /// How much of the water has been disinfected, 0…100.
    public var percentDisinfected: Int
    /// How much of the water has been filtered, 0…100.
    public var percentFiltered: Int

    /// Creates a source; the steps start at 0 unless given.
    public init(
        id: ID, title: String, location: GeoCoordinate, percentBoiled: Int = 0,
        percentDisinfected: Int = 0, percentFiltered: Int = 0
    ) {
        self.id = id
        self.title = title
        self.location = location
        self.percentBoiled = percentBoiled
        self.percentDisinfected = percentDisinfected
        self.percentFiltered = percentFiltered
    }

    /// The percentage of one step; for ``SanitizationStep/all`` the lowest of the three.
    public func percent(for step: SanitizationStep) -> Int {
        switch step {
        case .boil: percentBoiled
        case .disinfect: percentDisinfected
        case .filter: percentFiltered
        case .all: min(percentBoiled, percentDisinfected, percentFiltered)
        }
    }

    /// Whether `step` (for ``SanitizationStep/all``: every step) is at 100.
    public func isComplete(_ step: SanitizationStep) -> Bool {
        percent(for: step) >= Self.percentRange.upperBound
    }

    /// Whether the water is safe for drinking: every step is at 100.
    public var isSafe: Bool { isComplete(.all) }

    /// Whether any step is still below 100.
    public var isContaminated: Bool { !isSafe }

    /// A copy with `step` (for ``SanitizationStep/all``: every step) set to 100.
    public func cleaned(_ step: SanitizationStep) -> WaterSource {
        var copy = self
        for single in step.individualSteps {
            switch single {
            case .boil: copy.percentBoiled = Self.percentRange.upperBound
            case .disinfect: copy.percentDisinfected = Self.percentRange.upperBound
            case .filter: copy.percentFiltered = Self.percentRange.upperBound
            case .all: break
            }
        }
        return copy
    }
}
