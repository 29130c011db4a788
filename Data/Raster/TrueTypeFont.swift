/// A TrueType font read from its bytes: character map (formats 4 and 12), horizontal
/// metrics, glyph outlines (simple and composite) and `kern` pairs.
///
/// Immutable after loading and `Sendable`; outlines are decoded on demand. Malformed tables
/// never crash: bad offsets read as zeros and give empty glyphs.
public struct TrueTypeFont: Sendable {
    /// Why font data cannot be used.
    public enum Failure: Error, Equatable, Sendable {
        /// A required table is missing; the text names it.
        case missingTable(String)
        /// The data is not a TrueType font with glyph outlines.
        case notTrueType
    }

    let data: FontBytes
    /// Font units per em (e.g. 2048).
    public let unitsPerEm: Int
    /// Typographic ascender and descender (negative), in font units.
    public let ascender: Int
    /// The typographic descender in font units (negative).
    public let descender: Int
    let glyphCount: Int
    let glyf: Int
    let locations: [Int]
    let advances: [Int]
    let characterMap: [UInt32: Int]
    let kerning: [UInt32: Int]

    /// Reads the font in `bytes`.
    /// - Throws: ``Failure`` when a required table is missing or the font has no `glyf` outlines.
    public init(bytes: [UInt8]) throws(Failure) {
        let data = FontBytes(bytes: bytes)
        let version = data.u32(0)
        guard version == 0x0001_0000 || version == 0x7472_7565 else { throw .notTrueType }
        var tables: [String: Int] = [:]
        for index in 0..<data.u16(4) {
            let record = 12 + 16 * index
            let tag = String(decoding: (0..<4).map { UInt8(data.u8(record + $0)) }, as: UTF8.self)
            tables[tag] = data.u32(record + 8)
        }
        func table(_ tag: String) throws(Failure) -> Int {
            guard let offset = tables[tag] else { throw .missingTable(tag) }
            return offset
        }
        let head = try table("head")
        let hhea = try table("hhea")
        let maxp = try table("maxp")
        self.data = data
        unitsPerEm = max(data.u16(head + 18), 16)
        ascender = data.i16(hhea + 4)
        descender = data.i16(hhea + 6)
        glyphCount = data.u16(maxp + 4)
        glyf = try table("glyf")
        let loca = try table("loca")
        let longOffsets = data.i16(head + 50) == 1
        locations = (0...glyphCount).map {
            longOffsets ? data.u32(loca + 4 * $0) : 2 * data.u16(loca + 2 * $0)
        }
        let hmtx = try table("hmtx")
        let metricCount = max(data.u16(hhea + 34), 1)
        advances = (0..<max(glyphCount, 1)).map { data.u16(hmtx + 4 * min($0, metricCount - 1)) }
        characterMap = Self.readCharacterMap(data, at: try table("cmap"))
        kerning = tables["kern"].map { Self.readKerning(data, at: $0) } ?? [:]
    }

    /// The glyph for `scalar`, or 0 (the "missing" glyph) when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        characterMap[scalar.value] ?? 0
    }

    /// Whether the font draws `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        characterMap[scalar.value] != nil
    }

    /// The advance width of `glyph` in font units.
    public func advance(of glyph: Int) -> Int {
        glyph >= 0 && glyph < advances.count ? advances[glyph] : 0
    }

    /// The `kern` table adjustment between two glyphs in font units (0 when none).
    public func kerning(_ left: Int, _ right: Int) -> Int {
        kerning[UInt32(truncatingIfNeeded: left) << 16 | UInt32(truncatingIfNeeded: right)] ?? 0
    }

    private static func readCharacterMap(_ data: FontBytes, at cmap: Int) -> [UInt32: Int] {
        var best: (offset: Int, score: Int)?
        for index in 0..<data.u16(cmap + 2) {
            let record = cmap + 4 + 8 * index
            let platform = data.u16(record)
            let encoding = data.u16(record + 2)
            let offset = cmap + data.u32(record + 4)
            let format = data.u16(offset)
            let score: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): score = 3
            case (3, 1, 4), (0, 3, 4), (0, _, 4): score = 2
            default: continue
            }
            if score > (best?.score ?? 0) { best = (offset, score) }
        }
        guard let offset = best?.offset else { return [:] }
        return data.u16(offset) == 12
            ? format12(data, at: offset) : format4(data, at: offset)
    }

    private static func format4(_ data: FontBytes, at offset: Int) -> [UInt32: Int] {
        var map: [UInt32: Int] = [:]
        let segments = data.u16(offset + 6) / 2
        let ends = offset + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let ranges = deltas + 2 * segments
        for segment in 0..<segments {
            let end = data.u16(ends + 2 * segment)
            let start = data.u16(starts + 2 * segment)
            let delta = data.u16(deltas + 2 * segment)
            let rangeOffset = data.u16(ranges + 2 * segment)
            guard start <= end, start != 0xFFFF else { continue }
            for code in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    let address = ranges + 2 * segment + rangeOffset + 2 * (code - start)
                    glyph = data.u16(address)
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { map[UInt32(code)] = glyph }
            }
        }
        return map
    }

    private static func format12(_ data: FontBytes, at offset: Int) -> [UInt32: Int] {
        var map: [UInt32: Int] = [:]
        let groups = min(data.u32(offset + 12), 1 << 16)
        for group in 0..<groups {
            let record = offset + 16 + 12 * group
            let start = data.u32(record)
            let end = data.u32(record + 4)
            let first = data.u32(record + 8)
            guard start <= end, end - start < 1 << 17, end <= 0x10FFFF else { continue }
            for code in start...end where first + code - start != 0 {
                map[UInt32(code)] = first + code - start
            }
        }
        return map
    }

    private static func readKerning(_ data: FontBytes, at kern: Int) -> [UInt32: Int] {
        var pairs: [UInt32: Int] = [:]
        guard data.u16(kern) == 0 else { return pairs }
        var subtable = kern + 4
        for _ in 0..<data.u16(kern + 2) {
            let length = data.u16(subtable + 2)
            let coverage = data.u16(subtable + 4)
            // Format 0, horizontal, not cross-stream, not minimum values.
            if coverage >> 8 == 0, coverage & 0x7 == 1 {
                let count = data.u16(subtable + 6)
                for pair in 0..<count {
                    let record = subtable + 14 + 6 * pair
                    let key = UInt32(data.u16(record)) << 16 | UInt32(data.u16(record + 2))
                    pairs[key, default: 0] += data.i16(record + 4)
                }
            }
            guard length > 0 else { break }
            subtable += length
        }
        return pairs
    }
}
