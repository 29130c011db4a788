/// A campaign as stored in `campaigns.json` (schema 1); the store's envelope wraps an array.
///
/// Money is integer kopecks; dates are ISO 8601 with fractional seconds; enums are their raw
/// strings. Keys are never renamed: add optional ones for new data.
public struct CampaignDTO: Codable, Equatable, Sendable {
    /// The stored photo reference.
    public struct PhotoDTO: Codable, Equatable, Sendable {
        public var fileName: String
        /// `png` or `jpeg`.
        public var format: String
        public var width: Int
        public var height: Int

        /// Creates a photo record.
        public init(fileName: String, format: String, width: Int, height: Int) {
            self.fileName = fileName
            self.format = format
            self.width = width
            self.height = height
        }
    }

    /// The last known jar details.
    public struct JarDetailsDTO: Codable, Equatable, Sendable {
        public var collectedKopecks: Int64
        public var status: String
        public var goalKopecks: Int64?
        public var fetchedAt: String

        /// Creates a jar details record.
        public init(collectedKopecks: Int64, status: String, goalKopecks: Int64?, fetchedAt: String)
        {
            self.collectedKopecks = collectedKopecks
            self.status = status
            self.goalKopecks = goalKopecks
            self.fetchedAt = fetchedAt
        }
    }

    public var id: String
    public var purpose: String
    public var targetKopecks: Int64?
    public var jarLink: String?
    public var photo: PhotoDTO
    public var templateID: String
    /// The photo's zoom (1 fills the frame); absent in old files: 1.
    public var photoScale: Double?
    /// The photo's move to the right and down; absent in old files: 0. In points of a
    /// `photoReferenceSide`-point square when that key is present (300, the original's
    /// reference), else, as files before issue #12 §3 wrote them, in frame sizes.
    public var photoOffsetX: Double?
    public var photoOffsetY: Double?
    /// The side of the reference square the offsets are measured in (300).
    public var photoReferenceSide: Double?
    /// `square`, `portrait` or `story`.
    public var posterFormat: String
    public var jarDetails: JarDetailsDTO?
    public var createdAt: String
    public var updatedAt: String
}
