/// A campaign as stored in `campaigns.json` (schema 1); the store's envelope wraps an array.
///
/// Money is integer kopecks; dates are ISO 8601 with fractional seconds; enums are their raw
/// strings. Keys are never renamed: add optional ones for new data.
public struct CampaignDTO: Codable, Equatable, Sendable {
    /// The stored photo reference.
    public struct PhotoDTO: Codable, Equatable, Sendable {
        /// The copy's file name inside the photos folder (no directories).
        public var fileName: String
        /// `png` or `jpeg`.
        public var format: String
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
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
        /// The money collected, in kopecks.
        public var collectedKopecks: Int64
        /// monobank's status text: `ACTIVE`, or anything else for a closed jar.
        public var status: String
        /// The jar's own goal in kopecks, when the owner set one.
        public var goalKopecks: Int64?
        /// When these details were fetched (ISO 8601).
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

    /// The campaign's UUID as a string.
    public var id: String
    /// What the money is for.
    public var purpose: String
    /// The target in kopecks; absent for no target.
    public var targetKopecks: Int64?
    /// The jar link as stored; absent for no link.
    public var jarLink: String?
    /// The stored photo reference.
    public var photo: PhotoDTO
    /// The poster template's id, e.g. `blueLinear_center`.
    public var templateID: String
    /// The photo's zoom (1 fills the frame); absent in old files: 1.
    public var photoScale: Double?
    /// The photo's move to the right and down; absent in old files: 0. In points of a
    /// `photoReferenceSide`-point square when that key is present (300, the original's
    /// reference), else, as files written before that key existed, in frame sizes.
    public var photoOffsetX: Double?
    /// The photo's move down; see ``photoOffsetX``.
    public var photoOffsetY: Double?
    /// The side of the reference square the offsets are measured in (300).
    public var photoReferenceSide: Double?
    /// `square`, `portrait` or `story`.
    public var posterFormat: String
    /// The poster's words' language as chosen, `uk` or `en`; absent (as in older files) or
    /// unknown: by the purpose's letters.
    public var posterLanguage: String?
    /// The last jar details fetched, kept when a later fetch fails.
    public var jarDetails: JarDetailsDTO?
    /// When the campaign was created (ISO 8601).
    public var createdAt: String
    /// When the campaign was last changed (ISO 8601).
    public var updatedAt: String
}
