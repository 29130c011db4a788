/// How hard ``Deflate`` searches for repeated bytes: zlib's per-level match limits.
///
/// A longer search finds longer and nearer matches (a smaller stream) at the cost of time.
public struct DeflateEffort: Sendable, Equatable {
    /// A match at least this long shortens the next search to a quarter (zlib's `good_length`).
    public var goodLength: Int
    /// No lazy search for a longer match after one at least this long (zlib's `max_lazy`).
    public var lazyLimit: Int
    /// The search stops at a match this long (zlib's `nice_length`).
    public var niceLength: Int
    /// At most this many earlier positions are compared per search (zlib's `max_chain`).
    public var maximumChain: Int

    /// Limits of your own (each at least 1; zlib's levels 4–9 are the common choices).
    public init(goodLength: Int, lazyLimit: Int, niceLength: Int, maximumChain: Int) {
        self.goodLength = goodLength
        self.lazyLimit = lazyLimit
        self.niceLength = niceLength
        self.maximumChain = maximumChain
    }

    /// zlib level 6, zlib's own default (and the reference of the PNG size budget).
    public static let standard = DeflateEffort(
        goodLength: 8, lazyLimit: 16, niceLength: 128, maximumChain: 128)
}
