/// The module grid of a QR symbol while it is built: the function patterns (finders,
/// separators, timing, alignment, format and version areas), the codewords placed in the
/// standard's zig-zag, a data mask with its format information, and the mask penalty.
struct QRMatrix: Equatable {
    /// Format information for level M: its two level bits are 00 (§7.9.1).
    static let levelMBits = 0b00
    /// BCH(15, 5) generator of the format information, and the mask XOR-ed over it.
    static let formatGenerator = 0x537
    static let formatMask = 0x5412
    /// BCH(18, 6) generator of the version information (versions 7 and up).
    static let versionGenerator = 0x1F25

    let size: Int
    private(set) var dark: [Bool]
    /// Modules that belong to function patterns: data and masks leave them alone.
    private var reserved: [Bool]
    private let version: Int

    init(version: QRVersion) {
        size = version.size
        self.version = version.number
        dark = [Bool](repeating: false, count: size * size)
        reserved = dark
        drawFunctionPatterns(alignment: version.alignmentCentres)
    }

    // MARK: Function patterns

    private mutating func set(_ x: Int, _ y: Int, _ isDark: Bool) {
        dark[y * size + x] = isDark
        reserved[y * size + x] = true
    }

    private mutating func drawFunctionPatterns(alignment centres: [Int]) {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(x, y) }
        for x in centres {
            for y in centres {
                let overlapsFinder =
                    (x == 6 && y == 6) || (x == 6 && y == centres.last)
                    || (x == centres.last && y == 6)
                if !overlapsFinder { drawAlignment(x, y) }
            }
        }
        drawFormat(mask: 0)  // NB: reserves the areas; the real bits come with the mask.
        drawVersion()
    }

    /// The 7×7 finder with its light separator, centred on `x`, `y`.
    private mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let distance = max(abs(dx), abs(dy))
                let column = x + dx
                let row = y + dy
                guard (0..<size).contains(column), (0..<size).contains(row) else { continue }
                set(column, row, distance != 2 && distance != 4)
            }
        }
    }

    /// The 5×5 alignment pattern centred on `x`, `y`.
    private mutating func drawAlignment(_ x: Int, _ y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level M, `mask`) in both copies, and the dark module.
    private mutating func drawFormat(mask: Int) {
        let data = Self.levelMBits << 3 | mask
        let bits = Self.formatBits(data)
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// The format information for 5 data bits: BCH(15, 5), masked (§7.9.1).
    static func formatBits(_ data: Int) -> Int {
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * formatGenerator) }
        return (data << 10 | remainder) ^ formatMask
    }

    /// The two 6×3 version blocks of versions 7 and up (§7.10).
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 {
            remainder = (remainder << 1) ^ ((remainder >> 11) * Self.versionGenerator)
        }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            let a = size - 11 + index % 3
            let b = index / 3
            set(a, b, isDark)
            set(b, a, isDark)
        }
    }

    // MARK: Data

    /// Places `codewords` most significant bit first, two columns at a time from the right,
    /// up and down in turn, skipping the vertical timing column; leftover modules stay light.
    mutating func place(_ codewords: [UInt8]) {
        var index = 0
        let total = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - step : step
                    guard !reserved[y * size + x], index < total else { continue }
                    dark[y * size + x] = (codewords[index >> 3] >> (7 - (index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where mask `mask`'s condition holds and writes its format.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] {
                let invert: Bool
                switch mask {
                case 0: invert = (x + y) % 2 == 0
                case 1: invert = y % 2 == 0
                case 2: invert = x % 3 == 0
                case 3: invert = (x + y) % 3 == 0
                case 4: invert = (x / 3 + y / 2) % 2 == 0
                case 5: invert = x * y % 2 + x * y % 3 == 0
                case 6: invert = (x * y % 2 + x * y % 3) % 2 == 0
                default: invert = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if invert { dark[y * size + x].toggle() }
            }
        }
        drawFormat(mask: mask)
    }
}
