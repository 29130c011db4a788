/// A point on Earth in decimal degrees, signs included: south and west are negative.
///
/// NB: the original app stored absolute values and so moved every western source into the
/// eastern hemisphere; here the sign is part of the value from the data file to the screen.
public struct GeoCoordinate: Equatable, Sendable {
    /// The valid latitudes, south pole to north pole.
    public static let latitudeRange = -90.0...90.0
    /// The valid longitudes, west to east of Greenwich.
    public static let longitudeRange = -180.0...180.0

    /// Degrees north of the equator (negative: south).
    public var latitude: Double
    /// Degrees east of Greenwich (negative: west).
    public var longitude: Double

    /// Creates a coordinate as given; see ``isValid`` to check the ranges.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite numbers inside their ranges.
    public var isValid: Bool {
        Self.latitudeRange.contains(latitude) && Self.longitudeRange.contains(longitude)
    }
}
