import WaterDomain

/// The water sources list, display-ready.
public struct WaterSourcesList: Equatable, Sendable {
    /// One row per source, in their stored order.
    public var rows: [WaterSourceRow]
    /// How many are safe, e.g. "3 of 8 safe".
    public var summary: String

    /// The list of `sources`.
    public init(_ sources: [WaterSource]) {
        rows = sources.map(WaterSourceRow.init)
        summary = WaterFormatting.safeCount(sources)
    }
}

/// One source in the list: its name, where it is and how far its cleaning has come.
public struct WaterSourceRow: Equatable, Identifiable, Sendable {
    /// Whether one step is done, for a status like `boil ✓ disinfect · filter ·`.
    public struct StepMark: Equatable, Sendable {
        /// The step's name, e.g. "boil".
        public var name: String
        /// Whether the step is at 100.
        public var isDone: Bool

        /// A mark for the step `name`.
        public init(name: String, isDone: Bool) {
            self.name = name
            self.isDone = isDone
        }
    }

    /// The source's id.
    public var id: WaterSource.ID
    /// The source's name, as stored (sanitize before printing).
    public var title: String
    /// Signed latitude and longitude, e.g. "51.5072, -0.1276".
    public var coordinates: String
    /// Where the source is, for plotting it on a map.
    public var location: GeoCoordinate
    /// Boil, disinfect and filter, in that order.
    public var steps: [StepMark]
    /// Whether all three steps are done.
    public var isSafe: Bool

    /// The row of `source`.
    public init(_ source: WaterSource) {
        id = source.id
        title = source.title
        coordinates = WaterFormatting.coordinates(source.location)
        location = source.location
        steps = SanitizationStep.individual.map {
            StepMark(name: $0.rawValue, isDone: source.isComplete($0))
        }
        isSafe = source.isSafe
    }
}
