/// The QR symbol versions 1–10 at error-correction level M (ISO/IEC 18004 Table 9): codewords,
/// error-correction blocks and alignment-pattern centres.
struct QRVersion {
    /// The smallest and largest versions this encoder writes.
    static let supported = 1...10

    let number: Int
    /// Error-correction codewords in each block.
    let correctionPerBlock: Int
    /// Data codewords of each block, short blocks first.
    let dataPerBlock: [Int]
    /// Row and column centres of the alignment patterns.
    let alignmentCentres: [Int]

    /// Modules per side: 21 for version 1, 4 more a version.
    var size: Int { 17 + 4 * number }
    /// All data codewords of the symbol.
    var dataCodewords: Int { dataPerBlock.reduce(0, +) }
    /// Bits of the byte-mode character count.
    var countBits: Int { number < 10 ? 8 : 16 }
    /// The most bytes the symbol holds in byte mode: a 4-bit mode and the count come first.
    var byteCapacity: Int { (dataCodewords * 8 - 4 - countBits) / 8 }

    /// The level-M table, one entry a version: (EC codewords per block, data codewords of
    /// the blocks of group 1 and group 2).
    private static let levelM: [(Int, [Int])] = [
        (10, [16]), (16, [28]), (26, [44]), (18, [32, 32]), (24, [43, 43]),
        (16, [27, 27, 27, 27]), (18, [31, 31, 31, 31]), (22, [38, 38, 39, 39]),
        (22, [36, 36, 36, 37, 37]), (26, [43, 43, 43, 43, 44]),
    ]
    private static let alignment: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46],
        [6, 28, 50],
    ]

    /// Version `number` (1–10) at level M.
    init(_ number: Int) {
        precondition(Self.supported.contains(number), "QR versions 1–10 only")
        self.number = number
        (correctionPerBlock, dataPerBlock) = Self.levelM[number - 1]
        alignmentCentres = Self.alignment[number - 1]
    }

    /// The smallest version that holds `count` bytes, or nil past version 10.
    static func smallest(holding count: Int) -> QRVersion? {
        supported.lazy.map(QRVersion.init).first { $0.byteCapacity >= count }
    }
}
